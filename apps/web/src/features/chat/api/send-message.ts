import type { SendMessageBody } from '@samaj/shared/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { addPendingMessage, confirmPendingMessage, setPendingState } from '../utils/cache';

/** POST /chats/messages: stores the message (starting the chat if needed) and returns it. */
export function sendMessage(body: SendMessageBody) {
  return callApi('POST /chats/messages', { body });
}

export interface SendMessageVariables extends SendMessageBody {
  /** The chat, when it exists already: the bubble shows there at once, before the server answers. */
  chatId: string | null;
  senderId: string;
  /** The pending bubble's id. */
  tempId: string;
}

let counter = 0;
export const newTempId = () => `pending-${Date.now().toString(36)}-${(counter += 1)}`;

/**
 * Sends with an optimistic bubble: "sending" (or "waiting to send" without a network), then the stored message (sent,
 * later read), or "failed" to retry.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { reachesOut: true },
    mutationFn: ({ receiverId, content, clientMessageId }: SendMessageVariables) =>
      sendMessage({ receiverId, content, clientMessageId }),
    onMutate: ({ chatId, senderId, receiverId, content, tempId }) => {
      if (!chatId) return;
      addPendingMessage(queryClient, {
        id: tempId,
        chatId,
        senderId,
        receiverId,
        content,
        isRead: false,
        sentByManager: null,
        createdAt: new Date().toISOString(),
        // Offline, the mutation waits for the network (React Query pauses it) and is sent once when it returns.
        pending: navigator.onLine ? 'sending' : 'waiting',
      });
    },
    onSuccess: (message, { tempId }) => confirmPendingMessage(queryClient, tempId, message),
    onError: (_error, { chatId, tempId }) => {
      if (chatId) setPendingState(queryClient, chatId, tempId, 'failed');
    },
  });
}
