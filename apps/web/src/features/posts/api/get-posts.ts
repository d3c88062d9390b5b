import { PAGE_SIZE } from '@samaj/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { nextPageAfter } from '../utils/post-cache';
import { postKeys, type PostListKind } from './keys';

const routes = {
  all: 'GET /posts',
  mine: 'GET /posts/my-post',
  liked: 'GET /posts/my-liked-post',
} as const satisfies Record<PostListKind, string>;

/** My posts and liked posts stay fresh for 300,000 ms. */
const MY_LISTS_STALE_MS = 300_000;

/** GET /posts, /posts/my-post or /posts/my-liked-post: a page of 8, newest first, with the total. */
export function getPosts(kind: PostListKind, page: number, signal?: AbortSignal) {
  return callApi(routes[kind], { query: { page, limit: PAGE_SIZE.posts }, signal });
}

export const postsQueryOptions = (kind: PostListKind) =>
  infiniteQueryOptions({
    queryKey: postKeys.list(kind),
    queryFn: ({ pageParam, signal }) => getPosts(kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => nextPageAfter(lastPage, pages),
    ...(kind === 'all' ? {} : { staleTime: MY_LISTS_STALE_MS }),
  });

export function usePosts(kind: PostListKind) {
  return useInfiniteQuery(postsQueryOptions(kind));
}
