import { PAGE_SIZE } from '@samaj/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { safetyKeys } from './keys';

/** GET /matrimonial/blocks: newest first, 10 a page. */
export function getBlockedMembers(page: number, signal?: AbortSignal) {
  return callApi('GET /matrimonial/blocks', { query: { page, limit: PAGE_SIZE.blocks }, signal });
}

export const blockedMembersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: safetyKeys.blocks(),
    queryFn: ({ pageParam, signal }) => getBlockedMembers(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.blockedUsers.length, 0);
      return lastPage.blockedUsers.length > 0 && loaded < lastPage.total ? lastPageParam + 1 : undefined;
    },
  });

export function useBlockedMembers() {
  return useInfiniteQuery(blockedMembersQueryOptions());
}
