/** The three post lists of /posts: everyone's, mine, the ones I liked. */
export type PostListKind = 'all' | 'mine' | 'liked';

export const postListKinds: readonly PostListKind[] = ['all', 'mine', 'liked'];

/** The list /posts shows: kept in `?show=` (so Back returns to it), everyone's posts without it. */
export function shownPostList(searchParams: URLSearchParams): PostListKind {
  const shown = searchParams.get('show');
  return postListKinds.find((kind) => kind === shown) ?? 'all';
}

/** Query keys of the posts area (posts, their comments and replies); `postKeys.all` covers them all. */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => ['posts', 'list'] as const,
  list: (kind: PostListKind) => ['posts', 'list', kind] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
  comments: (postId?: string) =>
    postId === undefined ? (['posts', 'comments'] as const) : (['posts', 'comments', postId] as const),
  /** The mutation key of likes, so that the server's count is taken once no other tap is on its way. */
  like: () => ['posts', 'like'] as const,
  replies: (commentId?: string) =>
    commentId === undefined ? (['posts', 'replies'] as const) : (['posts', 'replies', commentId] as const),
};
