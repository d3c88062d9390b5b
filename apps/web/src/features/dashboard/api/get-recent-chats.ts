import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** GET /dashboard/recent-chats: my latest chats (up to 5). */
export function getRecentChats(signal?: AbortSignal) {
  return callApi('GET /dashboard/recent-chats', { signal });
}

export const recentChatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recentChats(),
    queryFn: ({ signal }) => getRecentChats(signal),
    // Chats move all the time: fetched again whenever the home page opens.
    staleTime: 0,
  });

export function useRecentChats() {
  return useQuery(recentChatsQueryOptions());
}
