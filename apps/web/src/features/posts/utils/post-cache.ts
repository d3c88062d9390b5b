import type { Comment, CommentList, Post, PostList } from '@samaj/shared/posts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { postKeys } from '../api/keys';

export type PostPages = InfiniteData<PostList, number>;
export type CommentPages = InfiniteData<CommentList, number>;

/** A next page exists while fewer items are loaded than the total (and the last page was not empty). */
export function nextPageAfter(lastPage: { rows: unknown[]; count: number }, pages: { rows: unknown[] }[]) {
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  return loaded < lastPage.count && lastPage.rows.length > 0 ? pages.length + 1 : undefined;
}

function mapPages<T extends { id: string }>(
  data: InfiniteData<{ rows: T[]; count: number }, number> | undefined,
  change: (rows: T[], count: number) => { rows: T[]; count: number },
) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, ...change(page.rows, page.count) })) };
}

/** Applies `update` to the post wherever it is cached: every list and its own page. */
export function updateCachedPost(queryClient: QueryClient, id: string, update: (post: Post) => Post): void {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists() }, (data) =>
    mapPages(data, (rows, count) => ({ rows: rows.map((post) => (post.id === id ? update(post) : post)), count })),
  );
  queryClient.setQueryData<Post>(postKeys.detail(id), (post) => (post ? update(post) : post));
}

/** Deleting removes the item by id (and the totals go down by one where it was). */
export function removeCachedPost(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists() }, (data) => {
    const present = data?.pages.some((page) => page.rows.some((post) => post.id === id));
    if (!present) return data;
    return mapPages(data, (rows, count) => ({ rows: rows.filter((post) => post.id !== id), count: count - 1 }));
  });
  queryClient.removeQueries({ queryKey: postKeys.detail(id), exact: true });
  queryClient.removeQueries({ queryKey: postKeys.comments(id), exact: true });
}

/** A new item goes to the front of the first page; every page's total grows by one. */
export function prependToPages<T extends { id: string }>(
  data: InfiniteData<{ rows: T[]; count: number }, number> | undefined,
  item: T,
) {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return {
    ...data,
    pages: [
      { ...first!, rows: [item, ...first!.rows], count: first!.count + 1 },
      ...rest.map((page) => ({ ...page, count: page.count + 1 })),
    ],
  };
}

export function prependCachedPost(queryClient: QueryClient, post: Post): void {
  for (const kind of ['all', 'mine'] as const) {
    queryClient.setQueryData<PostPages>(postKeys.list(kind), (data) => prependToPages(data, post));
  }
  queryClient.setQueryData(postKeys.detail(post.id), post);
}

/** Like toggle: 1 → 0 and one fewer, otherwise 1 and one more. */
export function toggledLike<T extends { isLiked: 0 | 1; likesCount: number }>(item: T): T {
  return item.isLiked === 1
    ? { ...item, isLiked: 0, likesCount: Math.max(0, item.likesCount - 1) }
    : { ...item, isLiked: 1, likesCount: item.likesCount + 1 };
}

/** Applies `update` to the comment (or reply) wherever it is cached. */
export function updateCachedComment(queryClient: QueryClient, id: string, update: (comment: Comment) => Comment) {
  for (const key of [postKeys.comments(), postKeys.replies()]) {
    queryClient.setQueriesData<CommentPages>({ queryKey: key }, (data) =>
      mapPages(data, (rows, count) => ({
        rows: rows.map((comment) => (comment.id === id ? update(comment) : comment)),
        count,
      })),
    );
  }
}

/** Removes the comment (or reply) by id from the list it is in, one fewer in that list's total. */
export function removeCachedComment(queryClient: QueryClient, comment: Comment): void {
  const key = comment.parentId ? postKeys.replies(comment.parentId) : postKeys.comments(comment.postId);
  queryClient.setQueryData<CommentPages>(key, (data) => {
    const present = data?.pages.some((page) => page.rows.some((row) => row.id === comment.id));
    if (!present) return data;
    return mapPages(data, (rows, count) => ({ rows: rows.filter((row) => row.id !== comment.id), count: count - 1 }));
  });
  if (!comment.parentId) queryClient.removeQueries({ queryKey: postKeys.replies(comment.id), exact: true });
}
