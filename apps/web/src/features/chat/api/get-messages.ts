import { PAGE_SIZE } from '@samaj/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { callApi, type ApiResponse } from '@/lib/api-client';
import { outboxOfChat, pendingIdOf, type OutboxMessage } from '../utils/outbox';
import { chatKeys } from './keys';

/** A message as the conversation shows it: the server's, or one of mine still on its way (or failed). */
type ChatMessagesPage = ApiResponse<'GET /chats/:chatId/messages'>;

export interface ShownMessage extends ApiResponse<'POST /chats/messages'> {
  /** Set on a message typed here and not confirmed by the server yet. */
  /** On its way; written offline and kept until the network returns; or refused. */
  pending?: 'sending' | 'waiting' | 'failed';
}

export interface ShownMessagesPage extends Omit<ChatMessagesPage, 'rows'> {
  rows: ShownMessage[];
}

export type MessagesData = InfiniteData<ShownMessagesPage, number>;

/** GET /chats/{chatId}/messages: page 1 is the newest. */
export function getMessages(chatId: string, pageParam: number, signal?: AbortSignal) {
  return callApi('GET /chats/:chatId/messages', {
    params: { chatId },
    query: { pageParam, limit: PAGE_SIZE.chatMessages },
    signal,
  });
}

/** A message of the outbox, as its bubble shows it until the server has it. */
export function waitingBubble(message: OutboxMessage, chatId: string): ShownMessage {
  const { clientMessageId, senderId, receiverId, content, createdAt } = message;
  return {
    id: pendingIdOf(clientMessageId),
    chatId,
    senderId,
    receiverId,
    content,
    createdAt,
    isRead: false,
    sentByManager: null,
    pending: 'waiting',
  };
}

export const messagesQueryOptions = (chatId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: async ({ client, queryKey, pageParam, signal }): Promise<ShownMessagesPage> => {
      const page = await getMessages(chatId, pageParam, signal);
      if (pageParam !== 1) return page;
      // My messages still on their way, or failed, exist only here: a refetch (a reconnect, the tab coming back)
      // must not make them vanish. Those waiting for the network are in the outbox, also after a reload; one that
      // left the outbox was sent (by this page or another).
      const waiting = (await outboxOfChat(chatId)).map((message) => waitingBubble(message, chatId));
      const waitingIds = new Set(waiting.map((row) => row.id));
      const unsent = (client.getQueryData<MessagesData>(queryKey)?.pages[0]?.rows ?? []).filter(
        (row) => row.pending !== undefined && (row.pending !== 'waiting' || waitingIds.has(row.id)),
      );
      const shown = new Set(unsent.map((row) => row.id));
      const rows = [...unsent, ...waiting.filter((row) => !shown.has(row.id))].sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      );
      return rows.length === 0 ? page : { ...page, rows: [...rows, ...page.rows] };
    },
    initialPageParam: 1,
    // A next (older) page exists while the loaded count is below the total.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPageParam * PAGE_SIZE.chatMessages < lastPage.total ? lastPageParam + 1 : undefined,
  });

export function useMessages(chatId: string | null) {
  return useInfiniteQuery({ ...messagesQueryOptions(chatId ?? ''), enabled: chatId !== null });
}

/** The loaded messages, newest first, each once (pages overlap when new messages arrive while paging). */
export function flattenMessages(data: Pick<MessagesData, 'pages'> | undefined): ShownMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const messages: ShownMessage[] = [];
  for (const page of data.pages) {
    for (const message of page.rows) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}
