import { PAGE_SIZE } from '@samaj/shared/constants';
import type { MatrimonialSearchFilters } from '@samaj/shared/matrimonial';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { nextPageOf } from './get-recommended-profiles';
import { matrimonialKeys } from './keys';

/** GET /matrimonial/profiles/search: empty filters are dropped by the API client, 10 a page. */
export function searchProfiles(filters: MatrimonialSearchFilters, page: number, signal?: AbortSignal) {
  return callApi('GET /matrimonial/profiles/search', {
    query: { ...filters, page, limit: PAGE_SIZE.matrimonialSearch },
    signal,
  });
}

export const searchProfilesQueryOptions = (filters: MatrimonialSearchFilters) =>
  infiniteQueryOptions({
    queryKey: matrimonialKeys.search(filters),
    queryFn: ({ pageParam, signal }) => searchProfiles(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.profiles.length > 0 ? nextPageOf(lastPage, pages) : undefined),
  });

export function useSearchProfiles(filters: MatrimonialSearchFilters) {
  return useInfiniteQuery({ ...searchProfilesQueryOptions(filters), placeholderData: keepPreviousData });
}
