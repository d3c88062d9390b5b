import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type AdminMember, MEMBER_STATUS_LABELS, ROLE_LABELS, ROLES, type Role } from '@samaj/shared/moderation';
import { EllipsisVertical } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { VerifiedBadge } from '@/components/verified-badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { shortDateTime } from '../utils/due';
import { Pill, type PillTone } from './pill';

needReferenceLabels();

export type MemberMenuChoice = 'suspend' | 'ban' | 'reinstate' | 'verify' | 'unverify' | { role: Role };

const STATUS_TONE: Record<AdminMember['status'], PillTone> = {
  ACTIVE: 'success',
  SUSPENDED: 'warning',
  BANNED: 'danger',
};

/** A member in the console: who, their standing, and what a moderator (or an admin) can do. */
export function MemberRow({
  member,
  isAdmin,
  isSelf,
  onChoose,
}: {
  member: AdminMember;
  isAdmin: boolean;
  isSelf: boolean;
  onChoose: (choice: MemberMenuChoice) => void;
}) {
  const { t } = useLingui();
  const { label } = useReferenceLabels();
  const suspendedUntil = member.suspendedUntil ? shortDateTime(member.suspendedUntil) : null;
  const makeRole: Record<Role, string> = { MEMBER: t`Make member`, MODERATOR: t`Make moderator`, ADMIN: t`Make admin` };
  const active = member.status === 'ACTIVE';
  const name = member.fullName;
  // As the API allows: no one acts on themselves, and moderators never on admins.
  const canAct = !isSelf && (isAdmin || member.role !== 'ADMIN');
  return (
    <Card className="flex items-start gap-3 p-3" data-testid="admin-member" aria-label={member.fullName}>
      <Avatar src={member.image} name={member.fullName} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex min-w-0 flex-col">
          <span className="flex min-w-0 items-center gap-1 font-semibold">
            <span className="truncate">{member.fullName}</span>
            <VerifiedBadge verified={member.isVerified} />
          </span>
          <span className="text-sm text-muted-foreground">{member.phoneNumber}</span>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Pill tone={STATUS_TONE[member.status]}>
            {label('memberStatuses', member.status, MEMBER_STATUS_LABELS[member.status])}
            {suspendedUntil ? ' ' + t`until ${suspendedUntil}` : ''}
          </Pill>
          {member.role !== 'MEMBER' ? (
            <Pill tone="primary">{label('roles', member.role, ROLE_LABELS[member.role])}</Pill>
          ) : null}
          {member.isVerified ? (
            <Pill tone="primary">
              <Trans>Verified</Trans>
            </Pill>
          ) : null}
          {member.reportsCount > 0 ? (
            <Pill tone="warning">
              <Plural value={member.reportsCount} one="# report" other="# reports" />
            </Pill>
          ) : null}
        </div>
      </div>
      {canAct ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t`Actions for ${name}`}>
              <EllipsisVertical aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {member.isVerified ? (
              <DropdownMenuItem onSelect={() => onChoose('unverify')}>
                <Trans>Remove verified tick</Trans>
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => onChoose('verify')}>
                <Trans>Verify</Trans>
              </DropdownMenuItem>
            )}
            {active ? (
              <>
                <DropdownMenuItem onSelect={() => onChoose('suspend')}>
                  <Trans>Suspend…</Trans>
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => onChoose('ban')} className="text-destructive">
                  <Trans>Ban…</Trans>
                </DropdownMenuItem>
              </>
            ) : (
              <DropdownMenuItem onSelect={() => onChoose('reinstate')}>
                <Trans>Reinstate…</Trans>
              </DropdownMenuItem>
            )}
            {isAdmin ? (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuLabel>
                  <Trans>Role</Trans>
                </DropdownMenuLabel>
                {ROLES.filter((role) => role !== member.role).map((role) => (
                  <DropdownMenuItem key={role} onSelect={() => onChoose({ role })}>
                    {makeRole[role]}
                  </DropdownMenuItem>
                ))}
              </>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </Card>
  );
}
