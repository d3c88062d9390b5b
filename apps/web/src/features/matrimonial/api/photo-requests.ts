import { PAGE_SIZE } from '@samaj/shared/constants';
import type { PhotoRequestAction, PhotoRequestStatus } from '@samaj/shared/matrimonial';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

export type PhotoRequestDirection = 'received' | 'sent';

/** POST /matrimonial/photo-requests: ask a member to share the photos they keep hidden. */
export function sendPhotoRequest(ownerId: string) {
  return callApi('POST /matrimonial/photo-requests', { body: { ownerId } });
}

/** GET /matrimonial/photo-requests/received and /sent: newest first, `status` keeps only those. */
export function getPhotoRequests(
  direction: PhotoRequestDirection,
  { page, statuses }: { page: number; statuses?: readonly PhotoRequestStatus[] },
  signal?: AbortSignal,
) {
  return callApi(`GET /matrimonial/photo-requests/${direction}`, {
    query: { page, limit: PAGE_SIZE.interests, status: statuses ? [...statuses] : undefined },
    signal,
  });
}

export const photoRequestsQueryOptions = (direction: PhotoRequestDirection, statuses?: readonly PhotoRequestStatus[]) =>
  infiniteQueryOptions({
    queryKey: matrimonialKeys.photoRequests(direction, statuses),
    queryFn: ({ pageParam, signal }) => getPhotoRequests(direction, { page: pageParam, statuses }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.requests.length, 0);
      return lastPage.requests.length > 0 && loaded < lastPage.total ? lastPageParam + 1 : undefined;
    },
  });

export function usePhotoRequests(direction: PhotoRequestDirection, statuses?: readonly PhotoRequestStatus[]) {
  return useInfiniteQuery(photoRequestsQueryOptions(direction, statuses));
}

/** PUT /matrimonial/photo-requests/{id}/respond: the owner grants, declines or revokes. */
export function respondToPhotoRequest({ id, action }: { id: string; action: PhotoRequestAction }) {
  return callApi('PUT /matrimonial/photo-requests/:id/respond', { params: { id }, body: { action } });
}

/** Both change what profiles show (photos, "Requested"): every matrimonial query is refreshed. */
export function useSendPhotoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { reachesOut: true },
    mutationFn: sendPhotoRequest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.all }),
  });
}

export function useRespondToPhotoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToPhotoRequest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.all }),
  });
}
