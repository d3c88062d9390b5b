import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CO_MANAGERS_MAX, type CoManager } from '@samaj/shared/matrimonial';
import { History, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { InfoSection } from '@/components/info-section';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { useAcceptCoManager, useCoManagers, useInviteCoManager, useRemoveCoManager } from '../api/co-managers';
import { timeAgo } from '../utils/format';
import { ContactViewsCard } from './contact-views-card';
import { MatrimonialNav } from './matrimonial-nav';

/** What a co-manager did, by the call the API recorded. */
const ACTION_TEXT: Record<string, MessageDescriptor> = {
  'PUT /matrimonial/interests/:interestId/respond': msg`answered an interest`,
  'POST /matrimonial/interests/send': msg`sent an interest`,
  'DELETE /matrimonial/interests/:id': msg`withdrew an interest`,
  'PUT /user/matrimonial-details': msg`edited your marriage profile`,
  'PUT /matrimonial/preferences': msg`changed your partner preferences`,
  'POST /chats/messages': msg`sent a message`,
  'POST /chats/:chatId/read': msg`read messages`,
};
const SOME_CHANGE = msg`made a change`;

export interface FamilyPageProps {
  /** Only a member with a marriage profile has family managing it, and contact details to share. */
  hasMarriageProfile: boolean;
}

/**
 * /matrimonial/family: "Managed by" (invite up to two family members by phone, remove them), what they did, the
 * profiles I manage for family (accept an invitation, switch to managing), and who viewed my contact details.
 */
export function FamilyPage({ hasMarriageProfile }: FamilyPageProps) {
  const { t } = useLingui();
  const coManagers = useCoManagers();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Family</Trans>
        </h1>
        <p className="text-base text-muted-foreground">
          <Trans>Let your family help with your marriage profile, and see who viewed your contact details.</Trans>
        </p>
      </div>
      {hasMarriageProfile ? <MatrimonialNav /> : null}
      {coManagers.isPending ? (
        <Skeleton className="h-40 w-full rounded-2xl" />
      ) : coManagers.isError ? (
        <ErrorState
          error={coManagers.error}
          onRetry={() => void coManagers.refetch()}
          retrying={coManagers.isRefetching}
          title={t`Could not load your family`}
        />
      ) : (
        <>
          <ManagingCard rows={coManagers.data.managing} />
          {hasMarriageProfile ? <ManagedByCard rows={coManagers.data.managers} /> : null}
          {hasMarriageProfile && coManagers.data.actions.length > 0 ? (
            <ActionsCard actions={coManagers.data.actions} />
          ) : null}
        </>
      )}
      {hasMarriageProfile ? <ContactViewsCard /> : null}
    </div>
  );
}

function ManagedByCard({ rows }: { rows: CoManager[] }) {
  const { t } = useLingui();
  const invite = useInviteCoManager();
  const remove = useRemoveCoManager();
  const [phone, setPhone] = useState('');
  const max = CO_MANAGERS_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const invited = await invite.mutateAsync(phone);
      setPhone('');
      const name = invited.member.fullName;
      toast({ title: t`Invitation sent`, description: t`${name} can accept it in Samaj.` });
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <InfoSection icon={Users} title={t`Managed by`}>
      <p className="text-base text-muted-foreground">
        <Trans>
          Up to {max} family members who use Samaj can edit your marriage profile, answer interests and chat with
          families you accepted. They cannot see your other chats or change your password. Everything they do is shown
          here with their name.
        </Trans>
      </p>
      {rows.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.id} className="flex items-center gap-3">
              <Avatar src={row.member.image} name={row.member.fullName} size="md" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="text-base font-semibold break-words">{row.member.fullName}</span>
                <span className="text-sm text-muted-foreground">
                  {row.status === 'ACCEPTED' ? <Trans>Manages your profile</Trans> : <Trans>Invited</Trans>}
                </span>
              </div>
              <Button
                variant="outline"
                onClick={() => void remove.mutateAsync(row.id).catch(() => undefined)}
                loading={remove.isPending && remove.variables === row.id}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length < max ? (
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
          <label htmlFor="co-manager-phone" className="text-base font-semibold">
            <Trans>Invite a family member by phone number</Trans>
          </label>
          <div className="flex gap-2">
            <Input
              id="co-manager-phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={24}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              placeholder={t`e.g. 98765 43210`}
              className="min-w-0 flex-1"
            />
            <Button type="submit" loading={invite.isPending} disabled={phone.trim() === ''}>
              <UserPlus aria-hidden />
              <Trans>Invite</Trans>
            </Button>
          </div>
        </form>
      ) : null}
    </InfoSection>
  );
}

function ManagingCard({ rows }: { rows: CoManager[] }) {
  const { t } = useLingui();
  const accept = useAcceptCoManager();
  const remove = useRemoveCoManager();
  if (rows.length === 0) return null;
  return (
    <InfoSection icon={Users} title={t`Profiles you manage`}>
      <ul className="flex flex-col gap-4">
        {rows.map((row) => {
          const name = row.member.fullName;
          return (
            <li key={row.id} className="flex flex-col gap-2">
              <div className="flex items-center gap-3">
                <Avatar src={row.member.image} name={name} size="md" />
                <p className="min-w-0 text-base break-words">
                  {row.status === 'ACCEPTED' ? (
                    <Trans>
                      You help manage <strong>{name}</strong>'s marriage profile.
                    </Trans>
                  ) : (
                    <Trans>
                      <strong>{name}</strong> asked you to help manage their marriage profile.
                    </Trans>
                  )}
                </p>
              </div>
              {/* Names can be long: the buttons wrap onto two rows and their text onto two lines rather than overflow. */}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  className="flex-1"
                  onClick={() => void remove.mutateAsync(row.id).catch(() => undefined)}
                  loading={remove.isPending && remove.variables === row.id}
                >
                  {row.status === 'ACCEPTED' ? <Trans>Stop managing</Trans> : <Trans>Decline</Trans>}
                </Button>
                {row.status === 'ACCEPTED' ? (
                  <Button asChild className="h-auto min-h-11 flex-[2_1_12rem] py-2 text-center whitespace-normal">
                    <Link to={`/matrimonial/family/${row.member.id}`}>
                      <Trans>Manage {name}'s profile</Trans>
                    </Link>
                  </Button>
                ) : (
                  <Button
                    className="flex-1"
                    onClick={() => void accept.mutateAsync(row.id).catch(() => undefined)}
                    loading={accept.isPending && accept.variables === row.id}
                  >
                    <Trans>Accept</Trans>
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </InfoSection>
  );
}

function ActionsCard({ actions }: { actions: { manager: { fullName: string }; action: string; createdAt: string }[] }) {
  const { t, i18n } = useLingui();
  return (
    <InfoSection icon={History} title={t`What your family did`}>
      <ul className="flex flex-col gap-2">
        {actions.map((row, index) => {
          const name = row.manager.fullName;
          const what = i18n._(ACTION_TEXT[row.action] ?? SOME_CHANGE);
          const when = timeAgo(row.createdAt, i18n);
          return (
            <li key={`${row.createdAt}-${index}`} className="text-base">
              <Trans>
                <strong>{name}</strong> {what} · {when}
              </Trans>
            </li>
          );
        })}
      </ul>
    </InfoSection>
  );
}
