import { PAGE_SIZE } from '@samaj/shared/constants';
import type { CommentList } from '@samaj/shared/posts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageAfter, postKeys } from '../utils/post-cache';

/** GET /comments/{postId}: the post's top-level comments, 8 a page, newest first. */
export function getComments(postId: string, page: number, signal?: AbortSignal): Promise<CommentList> {
  return api.get<CommentList>(`/comments/${encodeURIComponent(postId)}`, {
    query: { page, limit: PAGE_SIZE.comments },
    signal,
  });
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
