import type { Post } from '@samaj/shared/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /dashboard/posts: a few of the newest posts. */
export function getRecentPosts(signal?: AbortSignal): Promise<Post[]> {
  return api.get<Post[]>('/dashboard/posts', signal ? { signal } : undefined);
}

export const recentPostsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'posts'],
    queryFn: ({ signal }) => getRecentPosts(signal),
    staleTime: 60_000,
  });

export function useRecentPosts() {
  return useQuery(recentPostsQueryOptions());
}
