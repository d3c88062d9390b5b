import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { formatNumber } from '@/lib/i18n/format';

interface PagedQuery<Row> {
  data: { pages: { rows: Row[]; total: number }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isRefetching: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

/** A console list: skeletons while loading, the error with "Try again", an empty state, rows, and "Load more". */
export function PagedList<Row extends { id: string }>({
  query,
  empty,
  renderRow,
  className = 'flex flex-col gap-3',
}: {
  query: PagedQuery<Row>;
  empty: { icon: LucideIcon; title: string; description?: string };
  renderRow: (row: Row) => ReactNode;
  className?: string;
}) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy>
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  if (rows.length === 0) return <EmptyState {...empty} />;
  const total = formatNumber(query.data?.pages[0]?.total ?? rows.length);
  const shown = formatNumber(rows.length);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        <Trans>
          {shown} of {total}
        </Trans>
      </p>
      <ul className={className}>
        {rows.map((row) => (
          <li key={row.id}>{renderRow(row)}</li>
        ))}
      </ul>
      <ShowMoreButton query={query} className="">
        <Trans>Load more</Trans>
      </ShowMoreButton>
    </div>
  );
}
