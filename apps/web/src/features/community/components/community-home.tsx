import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutListUser, CommunityType } from '@samaj/shared/community';
import type { UserCard } from '@samaj/shared/profile';
import { ArrowRight, EyeOff, HandHeart, LifeBuoy, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PersonSkeleton, Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { cn } from '@/lib/utils';
import { useAddToCheckoutList } from '../api/add-to-checkout-list';
import { useCheckoutList } from '../api/get-checkout-list';
import { useNotInterestedUsers } from '../api/get-not-interested-users';
import { useUsersCount } from '@/lib/users-api';
import { useRemoveFromCheckoutList } from '../api/remove-from-checkout-list';
import { useRemoveNotInterested } from '../api/remove-not-interested';
import { placeOf, workOf, type MemberMenu } from './member-card';

needReferenceLabels();

/** What a shortlisted member is to you, in the screen's words. */
const shortlistLabel: Record<CommunityType, MessageDescriptor> = {
  helpers: msg`Ask help from`,
  seekers: msg`Reach out to help`,
};

export interface CommunityHomeProps {
  /** The "more" menu on each member of the shortlist and the not-interested list: Report and Block (from app/). */
  memberMenu?: MemberMenu;
}

/** /community: the way to both lists with their counts, the shortlist and the not-interested list. */
export function CommunityHome({ memberMenu }: CommunityHomeProps) {
  const { t } = useLingui();
  const counts = useUsersCount();
  const helpers = counts.data?.canHelpOutCount;
  const seekers = counts.data?.canSeekHelpCount;

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Community</Trans>
        </h1>
        <p className="text-base text-muted-foreground">
          <Trans>Find someone who can help you, or someone you can help.</Trans>
          {counts.data ? (
            <>
              {' '}
              <Plural value={counts.data.totalUsers} one="# member so far." other="# members so far." />
            </>
          ) : null}
        </p>
      </section>

      <div className="grid grid-cols-2 gap-3">
        <EntryCard
          to="/community/helpers"
          icon={LifeBuoy}
          title={t`Find help`}
          countText={helpers === undefined ? t`helpers` : plural(helpers, { one: '# helper', other: '# helpers' })}
          loading={counts.isPending}
          primary
        />
        <EntryCard
          to="/community/seekers"
          icon={HandHeart}
          title={t`Offer help`}
          countText={seekers === undefined ? t`seekers` : plural(seekers, { one: '# seeker', other: '# seekers' })}
          loading={counts.isPending}
        />
      </div>

      <ShortlistSection memberMenu={memberMenu} />
      <NotInterestedSection memberMenu={memberMenu} />
    </div>
  );
}

interface EntryCardProps {
  to: string;
  icon: typeof LifeBuoy;
  title: string;
  /** "1,234 helpers", or only the noun while the count is unknown. */
  countText: string;
  loading: boolean;
  primary?: boolean;
}

function EntryCard({ to, icon: Icon, title, countText, loading, primary }: EntryCardProps) {
  return (
    <Link
      to={to}
      className={cn(
        'group relative flex min-h-40 flex-col justify-between gap-4 overflow-hidden rounded-2xl p-4 shadow-sm transition-[filter,background-color]',
        primary
          ? 'bg-primary text-primary-foreground hover:brightness-110'
          : 'border border-border bg-card text-card-foreground hover:bg-primary-soft/40',
      )}
    >
      <span
        className={cn(
          'grid size-11 place-items-center rounded-xl',
          primary ? 'bg-white/15' : 'bg-primary-soft text-primary-soft-foreground',
        )}
      >
        <Icon className="size-6" aria-hidden />
      </span>
      <span className="flex flex-col gap-0.5">
        <span className="flex items-center gap-1 text-lg font-semibold">
          {title}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </span>
        {loading ? (
          <Skeleton className={cn('h-5 w-24', primary && 'bg-white/20')} />
        ) : (
          <span className={cn('text-sm', primary ? 'text-primary-foreground/85' : 'text-muted-foreground')}>
            {countText}
          </span>
        )}
      </span>
    </Link>
  );
}

function ShortlistSection({ memberMenu }: { memberMenu: MemberMenu | undefined }) {
  const { t, i18n } = useLingui();
  const shortlist = useCheckoutList();
  const remove = useRemoveFromCheckoutList();
  const add = useAddToCheckoutList();
  const users = shortlist.data?.users ?? [];

  function removeMember(user: CheckoutListUser) {
    const name = user.fullName;
    remove.mutateAsync({ user, checkOutType: user.checkOutType }).then(
      () =>
        toast({
          title: t`${name} is off your shortlist`,
          duration: 8000,
          action: {
            label: t`Undo`,
            onClick: () =>
              add
                .mutateAsync({ user, checkOutType: user.checkOutType })
                .catch((error: unknown) =>
                  toast({ title: t`Could not undo`, description: errorMessage(error), variant: 'destructive' }),
                ),
          },
        }),
      (error: unknown) =>
        toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
    );
  }

  return (
    <section aria-labelledby="shortlist-heading" className="flex flex-col gap-3">
      <SectionHeading
        id="shortlist-heading"
        icon={Star}
        title={t`Your shortlist`}
        count={shortlist.data ? users.length : null}
      />
      {shortlist.isPending ? (
        <RowsSkeleton />
      ) : shortlist.isError ? (
        <ErrorState
          compact
          error={shortlist.error}
          onRetry={() => void shortlist.refetch()}
          retrying={shortlist.isRefetching}
          title={t`Could not load your shortlist`}
          className="rounded-2xl border border-border bg-card p-4"
        />
      ) : users.length === 0 ? (
        <Card className="flex flex-col gap-3 p-4">
          <p className="text-base text-muted-foreground">
            <Trans>
              Tap <span className="font-semibold text-foreground">Shortlist</span> on a member’s card to keep them here.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary" size="sm">
              <Link to="/community/helpers">
                <Trans>Find help</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/community/seekers">
                <Trans>Offer help</Trans>
              </Link>
            </Button>
          </div>
        </Card>
      ) : (
        (['helpers', 'seekers'] as const).map((type) => {
          const ofType = users.filter((user) => user.checkOutType === type);
          if (ofType.length === 0) return null;
          return (
            <div key={type} className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {i18n._(shortlistLabel[type])}
              </h3>
              <Card className="divide-y divide-border">
                {ofType.map((user) => {
                  const name = user.fullName;
                  return (
                    <MemberRow
                      key={`${type}:${user.id}`}
                      user={user}
                      actionLabel={t`Remove`}
                      actionName={t`Remove ${name} from your shortlist`}
                      onAction={() => removeMember(user)}
                      memberMenu={memberMenu}
                    />
                  );
                })}
              </Card>
            </div>
          );
        })
      )}
    </section>
  );
}

function NotInterestedSection({ memberMenu }: { memberMenu: MemberMenu | undefined }) {
  const { t } = useLingui();
  const hidden = useNotInterestedUsers();
  const undo = useRemoveNotInterested();
  const users = hidden.data?.users ?? [];

  function bringBack(user: UserCard) {
    const name = user.fullName;
    undo.mutateAsync(user).then(
      () => toast({ title: t`${name} is back in your lists` }),
      (error: unknown) =>
        toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
    );
  }

  return (
    <section aria-labelledby="not-interested-heading" className="flex flex-col gap-3">
      <SectionHeading
        id="not-interested-heading"
        icon={EyeOff}
        title={t`Not interested`}
        count={hidden.data ? users.length : null}
      />
      {hidden.isPending ? (
        <RowsSkeleton rows={1} />
      ) : hidden.isError ? (
        <ErrorState
          compact
          error={hidden.error}
          onRetry={() => void hidden.refetch()}
          retrying={hidden.isRefetching}
          title={t`Could not load this list`}
          className="rounded-2xl border border-border bg-card p-4"
        />
      ) : users.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-4 py-3 text-sm text-muted-foreground">
          <Trans>
            Members you mark “Not interested” are hidden from your lists. They show here, so you can bring them back.
          </Trans>
        </p>
      ) : (
        <Card className="divide-y divide-border">
          {users.map((user) => {
            const name = user.fullName;
            return (
              <MemberRow
                key={user.id}
                user={user}
                actionLabel={t`Undo`}
                actionName={t`Show ${name} again`}
                onAction={() => bringBack(user)}
                memberMenu={memberMenu}
              />
            );
          })}
        </Card>
      )}
    </section>
  );
}

function SectionHeading({
  id,
  icon: Icon,
  title,
  count,
}: {
  id: string;
  icon: typeof Star;
  title: string;
  count: number | null;
}) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
      <Icon className="size-5 text-primary" aria-hidden />
      {title}
      {count !== null && count > 0 ? (
        <span className="rounded-full bg-muted px-2 py-0.5 text-sm font-medium text-muted-foreground">{count}</span>
      ) : null}
    </h2>
  );
}

interface MemberRowProps {
  user: UserCard;
  actionLabel: string;
  actionName: string;
  onAction: () => void;
  memberMenu: MemberMenu | undefined;
}

function MemberRow({ user, actionLabel, actionName, onAction, memberMenu }: MemberRowProps) {
  const { label } = useReferenceLabels();
  const place = placeOf(user, label);
  const work = workOf(user, label);
  return (
    <div className="flex items-center gap-3 p-3 pl-4">
      <Avatar src={user.image} name={user.fullName} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link to={`/profile/${user.id}`} className="truncate font-semibold hover:text-primary hover:underline">
          {user.fullName}
        </Link>
        {work || place ? (
          <span className="truncate text-sm text-muted-foreground">{[work, place].filter(Boolean).join(' · ')}</span>
        ) : null}
      </div>
      <Button variant="outline" size="sm" className="min-h-11" onClick={onAction} aria-label={actionName}>
        {actionLabel}
      </Button>
      {memberMenu ? (
        <div className="-mr-1.5 shrink-0">{memberMenu({ id: user.id, fullName: user.fullName })}</div>
      ) : null}
    </div>
  );
}

function RowsSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <Card className="divide-y divide-border" aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-3 p-3 pl-4">
          <PersonSkeleton name="w-1/2" />
          <Skeleton className="h-10 w-20" />
        </div>
      ))}
    </Card>
  );
}
