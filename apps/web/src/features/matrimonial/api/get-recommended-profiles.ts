import { PAGE_SIZE } from '@samaj/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** GET /matrimonial/profiles/recommended: 5 a page, best match first. */
export function getRecommendedProfiles(page: number, signal?: AbortSignal) {
  return callApi('GET /matrimonial/profiles/recommended', {
    query: { page, limit: PAGE_SIZE.recommendedProfiles },
    signal,
  });
}

/** A next page exists while fewer profiles are loaded than the total. */
export function nextPageOf(lastPage: { total: number; page: number }, pages: { profiles: unknown[] }[]) {
  const loaded = pages.reduce((sum, page) => sum + page.profiles.length, 0);
  return loaded < lastPage.total ? lastPage.page + 1 : undefined;
}

export const recommendedProfilesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: matrimonialKeys.recommended(),
    queryFn: ({ pageParam, signal }) => getRecommendedProfiles(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.profiles.length > 0 ? nextPageOf(lastPage, pages) : undefined),
  });

export function useRecommendedProfiles() {
  return useInfiniteQuery(recommendedProfilesQueryOptions());
}
