import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** GET /dashboard/posts: a few of the newest posts. */
export function getRecentPosts(signal?: AbortSignal) {
  return callApi('GET /dashboard/posts', { signal });
}

export const recentPostsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recentPosts(),
    queryFn: ({ signal }) => getRecentPosts(signal),
    staleTime: 60_000,
  });

export function useRecentPosts() {
  return useQuery(recentPostsQueryOptions());
}
