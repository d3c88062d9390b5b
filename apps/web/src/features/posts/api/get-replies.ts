import { PAGE_SIZE } from '@samaj/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { nextPageAfter } from '../utils/post-cache';
import { postKeys } from './keys';

/** GET /comments/{commentId}/replies: paged like comments. */
export function getReplies(commentId: string, page: number, signal?: AbortSignal) {
  return callApi('GET /comments/:commentId/replies', {
    params: { commentId },
    query: { page, limit: PAGE_SIZE.comments },
    signal,
  });
}

export const repliesQueryOptions = (commentId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.replies(commentId),
    queryFn: ({ pageParam, signal }) => getReplies(commentId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => nextPageAfter(lastPage, pages),
  });

/** Loaded only once the member opens the replies. */
export function useReplies(commentId: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...repliesQueryOptions(commentId), enabled });
}
