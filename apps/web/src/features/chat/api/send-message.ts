import type { SendMessageBody } from '@samaj/shared/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '@/lib/api-client';
import { addPendingMessage, confirmPendingMessage, setPendingState } from '../utils/cache';
import { outboxClaims, putInOutbox, removeFromOutbox } from '../utils/outbox';

/** POST /chats/messages: stores the message (starting the chat if needed) and returns it. */
export function sendMessage(body: SendMessageBody) {
  return callApi('POST /chats/messages', { body });
}

export interface SendMessageVariables extends SendMessageBody {
  /** One id per message (a UUID made here): a resend is stored once. */
  clientMessageId: string;
  /** The chat, when it exists already: the bubble shows there at once, before the server answers. */
  chatId: string | null;
  senderId: string;
  /** The pending bubble's id (`pendingIdOf(clientMessageId)`). */
  tempId: string;
}

/**
 * The request got no answer (no network, though the browser may think otherwise; or it timed out): a message of an
 * existing chat stays in the outbox, waiting, and goes when the network returns. The server may have stored it already:
 * sent again with its `clientMessageId`, it is stored once.
 */
export function waitsForNetwork(error: unknown, { chatId }: Pick<SendMessageVariables, 'chatId'>): boolean {
  return chatId !== null && error instanceof ApiError && error.status === 0;
}

/**
 * Sends with an optimistic bubble: "sending" (or "waiting to send" without a network), then the stored message (sent,
 * later read), or "failed" to retry. Until the server answers, the message is also in the outbox (IndexedDB), so a
 * reload while offline keeps it and the next page load sends it (utils/outbox-sender.ts).
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { reachesOut: true },
    mutationFn: ({ receiverId, content, clientMessageId }: SendMessageVariables) =>
      sendMessage({ receiverId, content, clientMessageId }),
    onMutate: async ({ chatId, senderId, receiverId, content, tempId, clientMessageId }) => {
      const createdAt = new Date().toISOString();
      if (chatId) {
        addPendingMessage(queryClient, {
          id: tempId,
          chatId,
          senderId,
          receiverId,
          content,
          isRead: false,
          sentByManager: null,
          createdAt,
          // Offline, the mutation waits for the network (React Query pauses it) and is sent once when it returns.
          pending: navigator.onLine ? 'sending' : 'waiting',
        });
      }
      outboxClaims.claim(clientMessageId);
      await putInOutbox({ clientMessageId, senderId, chatId, receiverId, content, createdAt });
    },
    onSuccess: (message, { tempId }) => confirmPendingMessage(queryClient, tempId, message),
    onError: (error, variables) => {
      const { chatId, tempId } = variables;
      if (chatId)
        setPendingState(queryClient, chatId, tempId, waitsForNetwork(error, variables) ? 'waiting' : 'failed');
    },
    // Stored, or refused (the bubble offers a retry, which is a new message): either way no later page sends it.
    onSettled: async (_message, error, variables) => {
      if (!waitsForNetwork(error, variables)) await removeFromOutbox(variables.clientMessageId);
      outboxClaims.release(variables.clientMessageId);
    },
  });
}
