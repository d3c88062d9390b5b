import { PAGE_SIZE } from '@samaj/shared/constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { nextPageOf } from './get-recommended-profiles';
import { matrimonialKeys } from './keys';

/** GET /matrimonial/profile-views: who opened my profile, latest visit first. */
export function useProfileViews() {
  return useInfiniteQuery({
    queryKey: matrimonialKeys.profileViews(),
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /matrimonial/profile-views', {
        query: { page: pageParam, limit: PAGE_SIZE.matrimonialSearch },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.profiles.length > 0 ? nextPageOf(lastPage, pages) : undefined),
  });
}
