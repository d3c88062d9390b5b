import type { UnreadMessagesCount } from '@samaj/shared/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './keys';

/** GET /chats/unread-count: messages to me not read yet (the badge on Chat). */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadMessagesCount> {
  return api.get<UnreadMessagesCount>('/chats/unread-count', signal ? { signal } : undefined);
}

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.unreadCount(), queryFn: ({ signal }) => getUnreadCount(signal) });

export function useUnreadMessagesCount() {
  return useQuery({ ...unreadCountQueryOptions(), select: (data) => data.count });
}
