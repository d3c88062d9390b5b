import { PAGE_SIZE } from '@samaj/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { nextPageAfter } from '../utils/post-cache';
import { postKeys } from './keys';

/** GET /comments/{postId}: the post's top-level comments, 8 a page, newest first. */
export function getComments(postId: string, page: number, signal?: AbortSignal) {
  return callApi('GET /comments/:postId', { params: { postId }, query: { page, limit: PAGE_SIZE.comments }, signal });
}

export const commentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => nextPageAfter(lastPage, pages),
  });

export function useComments(postId: string) {
  return useInfiniteQuery(commentsQueryOptions(postId));
}
