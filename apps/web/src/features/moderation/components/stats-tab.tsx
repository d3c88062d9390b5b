import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/i18n/format';
import { cn } from '@/lib/utils';
import { useAdminStats } from '../api/console-queries';
import { MemberLine } from './member-line';

function Figure({ label, value, alert }: { label: string; value: number; alert?: boolean }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <span className={cn('text-3xl font-bold tabular-nums', alert && value > 0 && 'text-destructive')}>
        {formatNumber(value)}
      </span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </Card>
  );
}

/** Members, activity, and how the queue and the grievances stand; bursts of messages to strangers. */
export function StatsTab() {
  const { t } = useLingui();
  const stats = useAdminStats();
  if (stats.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (stats.isError)
    return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isRefetching} />;
  const figures = stats.data;
  return (
    <div className="flex flex-col gap-5">
      <section className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={t`Members`} value={figures.members} />
        <Figure label={t`New in 7 days`} value={figures.newMembers7d} />
        <Figure label={t`Active in 7 days`} value={figures.activeMembers7d} />
        <Figure label={t`Open reports`} value={figures.openReports} />
        <Figure label={t`Overdue reports`} value={figures.overdueReports} alert />
        <Figure label={t`Open grievances`} value={figures.openGrievances} />
        <Figure label={t`Overdue grievances`} value={figures.overdueGrievances} alert />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">
          <Trans>Messages to strangers, last 24 hours</Trans>
        </h2>
        {figures.chatBursts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No member started unusually many conversations.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {figures.chatBursts.map(({ member, newConversations }) => (
              <li key={member.id}>
                <Card className="p-3">
                  <MemberLine
                    member={member}
                    detail={plural(newConversations, { one: '# new conversation', other: '# new conversations' })}
                  />
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
