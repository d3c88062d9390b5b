import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { chatKeys } from './keys';

/** GET /chats: my chats, newest first, with the other member, the last message and my unread count. */
export function getChats(signal?: AbortSignal) {
  return callApi('GET /chats', { signal });
}

/** Kept up to date by the socket events (use-chat-realtime), so it rarely needs a refetch. */
export const chatsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.list(), queryFn: ({ signal }) => getChats(signal) });

export function useChats() {
  return useQuery(chatsQueryOptions());
}
