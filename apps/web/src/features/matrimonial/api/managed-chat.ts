import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** How often a managed chat looks for new messages (a co-manager hears no realtime events of the owner's). */
const REFRESH_MS = 10_000;

/**
 * The owner's chat with a member of an accepted interest, as their family co-manager reads it (`X-Acting-For`):
 * the chat (null until someone writes) and its latest messages, newest first.
 */
export function useManagedChat(ownerId: string, memberId: string) {
  return useQuery({
    queryKey: matrimonialKeys.managedChat(ownerId, memberId),
    queryFn: async ({ signal }) => {
      const chat = await callApi('GET /chats/with/:userId', {
        params: { userId: memberId },
        signal,
        actingFor: ownerId,
      });
      const messages = chat.chatId
        ? await callApi('GET /chats/:chatId/messages', {
            params: { chatId: chat.chatId },
            query: { pageParam: 1, limit: 50 },
            signal,
            actingFor: ownerId,
          })
        : { rows: [], total: 0 };
      return { member: chat.user, messages: messages.rows };
    },
    refetchInterval: REFRESH_MS,
  });
}

/** Writes to the member for the owner; the message carries the co-manager's name. */
export function useSendManagedMessage(ownerId: string, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      callApi('POST /chats/messages', {
        body: { receiverId: memberId, content, clientMessageId: crypto.randomUUID() },
        actingFor: ownerId,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.managedChat(ownerId, memberId) }),
  });
}
