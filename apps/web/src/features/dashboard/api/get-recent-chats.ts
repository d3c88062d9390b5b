import type { RecentChat } from '@samaj/shared/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /dashboard/recent-chats: my latest chats (up to 5). */
export function getRecentChats(signal?: AbortSignal): Promise<RecentChat[]> {
  return api.get<RecentChat[]>('/dashboard/recent-chats', signal ? { signal } : undefined);
}

export const recentChatsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'recent-chats'],
    queryFn: ({ signal }) => getRecentChats(signal),
    // Chats move all the time: fetched again whenever the home page opens.
    staleTime: 0,
  });

export function useRecentChats() {
  return useQuery(recentChatsQueryOptions());
}
