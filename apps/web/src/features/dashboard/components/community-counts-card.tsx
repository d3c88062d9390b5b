import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HandHelping, HeartHandshake, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ErrorState, retryOf } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/i18n/format';
import { useUsersCount } from '@/lib/users-api';

/** Members, helpers and seekers, each leading to its list. */
export function CommunityCountsCard() {
  const { t, i18n } = useLingui();
  const counts = useUsersCount();

  const tiles = counts.data
    ? [
        { to: '/community', icon: UsersRound, label: msg`Members`, value: counts.data.totalUsers },
        { to: '/community/helpers', icon: HeartHandshake, label: msg`Helpers`, value: counts.data.canHelpOutCount },
        { to: '/community/seekers', icon: HandHelping, label: msg`Seekers`, value: counts.data.canSeekHelpCount },
      ]
    : [];

  return (
    <section aria-labelledby="community-counts-heading" className="flex flex-col gap-3">
      <h2 id="community-counts-heading" className="text-lg font-semibold">
        <Trans>Your community</Trans>
      </h2>
      {counts.isPending ? (
        <ul role="status" aria-label={t`Loading community counts`} className="grid grid-cols-3 gap-3">
          {[0, 1, 2].map((tile) => (
            <li key={tile}>
              <Card className="flex flex-col gap-2 p-4">
                <Skeleton className="size-9" />
                <Skeleton className="h-7 w-14" />
                <Skeleton className="h-4 w-16" />
              </Card>
            </li>
          ))}
        </ul>
      ) : counts.isError ? (
        <Card className="p-5">
          <ErrorState compact {...retryOf(counts)} title={t`Could not load the counts`} />
        </Card>
      ) : (
        <ul className="grid grid-cols-3 gap-3">
          {tiles.map((tile) => (
            <li key={tile.to}>
              <Link
                to={tile.to}
                className="flex h-full min-w-0 flex-col gap-2 rounded-2xl border border-border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-primary-soft/40"
              >
                <span className="grid size-9 place-items-center rounded-xl bg-primary-soft text-primary-soft-foreground">
                  <tile.icon className="size-5" aria-hidden />
                </span>
                <span className="truncate text-2xl font-bold tracking-tight tabular-nums">
                  {formatNumber(tile.value)}
                </span>
                <span className="text-sm leading-snug break-words text-muted-foreground">{i18n._(tile.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
