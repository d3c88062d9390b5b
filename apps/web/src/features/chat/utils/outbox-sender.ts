import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import type { MessagesData } from '../api/get-messages';
import { chatKeys } from '../api/keys';
import { sendMessage } from '../api/send-message';
import { addMessage, bumpChat, confirmPendingMessage, setPendingState } from './cache';
import { outboxClaims, outboxOf, pendingIdOf, removeFromOutbox, type OutboxMessage } from './outbox';

/**
 * Sends the member's messages waiting in the outbox (written offline: in an earlier page load, or in this one when a
 * request got no answer), oldest first, while the network lasts. Tabs take turns (Web Locks); a message two tabs send
 * anyway is stored once, by its `clientMessageId`.
 */
export async function sendWaitingMessages(queryClient: QueryClient, meId: string): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  const run = () => sendAll(queryClient, meId);
  await (locks ? locks.request('samaj:outbox', run) : run());
}

async function sendAll(queryClient: QueryClient, meId: string): Promise<void> {
  for (const waiting of await outboxOf(meId)) {
    if (!navigator.onLine) return;
    if (outboxClaims.isClaimed(waiting.clientMessageId)) continue;
    const { receiverId, content, clientMessageId } = waiting;
    try {
      const message = await sendMessage({ receiverId, content, clientMessageId });
      await removeFromOutbox(clientMessageId);
      showSent(queryClient, waiting, message, meId);
    } catch (error) {
      // No answer: still offline, or the connection dropped. It stays for the next time the network returns.
      if (!(error instanceof ApiError) || error.status === 0) return;
      // Refused (a block since, a rule): it is not sent; the bubble offers a retry while this page is open.
      await removeFromOutbox(clientMessageId);
      if (waiting.chatId) setPendingState(queryClient, waiting.chatId, pendingIdOf(clientMessageId), 'failed');
    }
  }
}

function showSent(
  queryClient: QueryClient,
  waiting: OutboxMessage,
  message: Awaited<ReturnType<typeof sendMessage>>,
  meId: string,
): void {
  const tempId = pendingIdOf(waiting.clientMessageId);
  const messages = queryClient.getQueryData<MessagesData>(chatKeys.messages(message.chatId));
  if (messages?.pages.some((page) => page.rows.some((row) => row.id === tempId))) {
    confirmPendingMessage(queryClient, tempId, message);
  } else {
    addMessage(queryClient, message, meId);
  }
  bumpChat(queryClient, message, meId, { isOpen: false });
}
