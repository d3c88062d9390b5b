import { PAGE_SIZE } from '@samaj/shared/constants';
import type { InterestStatus } from '@samaj/shared/matrimonial';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

export type InterestDirection = 'received' | 'sent';

/** GET /matrimonial/interests/received and /sent: newest first, `status` keeps only those. */
export function getInterests(
  direction: InterestDirection,
  { page, limit, statuses }: { page: number; limit: number; statuses?: readonly InterestStatus[] },
  signal?: AbortSignal,
) {
  return callApi(`GET /matrimonial/interests/${direction}`, {
    query: { page, limit, status: statuses ? [...statuses] : undefined },
    signal,
  });
}

export const interestsQueryOptions = (
  direction: InterestDirection,
  { statuses, limit = PAGE_SIZE.interests }: { statuses?: readonly InterestStatus[]; limit?: number } = {},
) =>
  infiniteQueryOptions({
    queryKey: [...matrimonialKeys.interests(direction, statuses), limit],
    queryFn: ({ pageParam, signal }) => getInterests(direction, { page: pageParam, limit, statuses }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.interests.length, 0);
      return lastPage.interests.length > 0 && loaded < lastPage.total ? lastPageParam + 1 : undefined;
    },
  });

export function useInterests(
  direction: InterestDirection,
  options: { statuses?: readonly InterestStatus[]; limit?: number } = {},
) {
  return useInfiniteQuery(interestsQueryOptions(direction, options));
}
