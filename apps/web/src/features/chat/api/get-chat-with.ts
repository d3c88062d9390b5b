import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { chatKeys } from './keys';

/** GET /chats/with/{userId}: my chat with a member if there is one yet, and that member (for /chat/new/{id}). */
export function getChatWith(userId: string, signal?: AbortSignal) {
  return callApi('GET /chats/with/:userId', { params: { userId }, signal });
}

export const chatWithQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.withMember(userId),
    queryFn: ({ signal }) => getChatWith(userId, signal),
    // Whether the chat exists changes with the first message: always ask again when the page opens.
    staleTime: 0,
  });

export function useChatWith(userId: string) {
  return useQuery(chatWithQueryOptions(userId));
}
