import { PAGE_SIZE, SEARCH_MIN_CHARS } from '@samaj/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { userKeys } from '@/lib/users-api';
import { callApi, type ApiResponse } from '@/lib/api-client';

type UserSearchResult = ApiResponse<'GET /user/filter'>;

/** GET /user/filter: members whose name matches any part of the keyword (not the caller, not blocked). */
export function searchMembers(keyword: string, pageParam: number, signal?: AbortSignal) {
  return callApi('GET /user/filter', { query: { keyword, pageParam, limit: PAGE_SIZE.userSearch }, signal });
}

/** A next page exists while fewer members are loaded than the total. */
export function nextPageOf(
  lastPage: UserSearchResult,
  pages: UserSearchResult[],
  lastPageParam: number,
): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.rows.length, 0);
  return loaded < lastPage.total && lastPage.rows.length > 0 ? lastPageParam + 1 : undefined;
}

export const memberSearchQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: userKeys.search(keyword),
    queryFn: ({ pageParam, signal }) => searchMembers(keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Search runs from 2 characters only.
    enabled: keyword.length >= SEARCH_MIN_CHARS,
  });

export function useMemberSearch(keyword: string) {
  return useInfiniteQuery(memberSearchQueryOptions(keyword));
}
