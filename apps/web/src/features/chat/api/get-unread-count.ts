import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useFirstScreenShown } from '@/lib/first-screen';
import { chatKeys } from './keys';

/** GET /chats/unread-count: messages to me not read yet (the badge on Chat). */
export function getUnreadCount(signal?: AbortSignal) {
  return callApi('GET /chats/unread-count', { signal });
}

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.unreadCount(), queryFn: ({ signal }) => getUnreadCount(signal) });

export function useUnreadMessagesCount() {
  // A number on the frame, not the page: asked once the page itself is on screen.
  return useQuery({ enabled: useFirstScreenShown(), ...unreadCountQueryOptions(), select: (data) => data.count });
}
