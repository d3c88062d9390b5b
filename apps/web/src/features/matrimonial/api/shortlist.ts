import { PAGE_SIZE } from '@samaj/shared/constants';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { nextPageOf } from './get-recommended-profiles';
import { matrimonialKeys } from './keys';

/** GET /matrimonial/shortlist: the profiles I saved, last saved first. */
export function useShortlist() {
  return useInfiniteQuery({
    queryKey: matrimonialKeys.shortlist(),
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /matrimonial/shortlist', { query: { page: pageParam, limit: PAGE_SIZE.matrimonialSearch }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.profiles.length > 0 ? nextPageOf(lastPage, pages) : undefined),
  });
}

/** Save a profile, or take it off the shortlist; every list showing the card reads it again. */
export function useToggleShortlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ targetId, save }: { targetId: string; save: boolean }) =>
      save
        ? callApi('POST /matrimonial/shortlist', { body: { targetId } })
        : callApi('DELETE /matrimonial/shortlist/:targetId', { params: { targetId } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.all }),
  });
}
