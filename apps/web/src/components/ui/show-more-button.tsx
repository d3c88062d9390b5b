import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';

/** What the button needs of a list read page by page (react-query's infinite query). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export interface ShowMoreButtonProps {
  query: PagedQuery;
  /** The button's words; "Show more" by default. */
  children?: ReactNode;
  className?: string;
}

/** Under a list read page by page: fetches the next page, and is gone once there is none. */
export function ShowMoreButton({ query, children, className = 'self-center' }: ShowMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className={className}
      onClick={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
    >
      {children ?? <Trans>Show more</Trans>}
    </Button>
  );
}
