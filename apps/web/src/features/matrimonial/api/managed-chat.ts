import { useEffect } from 'react';
import type { ChatMessage } from '@samaj/shared/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiResponse } from '@/lib/api-client';
import { onRealtimeConnect, useRealtimeEvent } from '@/lib/realtime';
import { matrimonialKeys } from './keys';

interface ManagedChat {
  member: ApiResponse<'GET /chats/with/:userId'>['user'];
  /** Newest first. */
  messages: ChatMessage[];
}

/**
 * The owner's chat with a member of an accepted interest, as their family co-manager reads it (`X-Acting-For`):
 * the chat (null until someone writes) and its latest messages, newest first.
 */
export function useManagedChat(ownerId: string, memberId: string) {
  return useQuery({
    queryKey: matrimonialKeys.managedChat(ownerId, memberId),
    queryFn: async ({ signal }): Promise<ManagedChat> => {
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
  });
}

/**
 * Keeps a managed chat live: each `managed:message` of this chat (the API sends it to the owner's co-managers) is added
 * as it arrives, and the chat is fetched again whenever the socket (re)connects, so that nothing sent while it was
 * away is missed. No polling: the member's own chat works the same way.
 */
export function useManagedChatRealtime(ownerId: string, memberId: string) {
  const queryClient = useQueryClient();
  const key = matrimonialKeys.managedChat(ownerId, memberId);

  useRealtimeEvent('managed:message', (event) => {
    const { message } = event;
    const members = [message.senderId, message.receiverId];
    if (event.ownerId !== ownerId || !members.includes(memberId)) return;
    queryClient.setQueryData<ManagedChat>(key, (chat) =>
      chat && !chat.messages.some((row) => row.id === message.id)
        ? { ...chat, messages: [message, ...chat.messages] }
        : chat,
    );
    // A fetch under way may have been answered before this message was stored: it starts again rather than drop it.
    if (queryClient.isFetching({ queryKey: key }) > 0) void queryClient.invalidateQueries({ queryKey: key });
  });

  useEffect(
    () =>
      onRealtimeConnect(
        () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.managedChat(ownerId, memberId) }),
      ),
    [queryClient, ownerId, memberId],
  );
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
