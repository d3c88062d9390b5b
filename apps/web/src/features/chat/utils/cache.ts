import type { ChatMessage, ChatMember, ChatSummary, MessagesReadEvent, PresenceEvent } from '@samaj/shared/chat';
import type { QueryClient } from '@tanstack/react-query';
import type { ChatWithMember } from '@samaj/shared/chat';
import type { MessagesData, ShownMessage } from '../api/get-messages';
import { chatKeys } from '../api/keys';

/**
 * The chat caches follow the socket events here, so a new message, a read tick or a member coming online shows at
 * once without refetching. What cannot be patched (a chat not loaded yet) is refetched instead.
 */

function updateMessages(
  queryClient: QueryClient,
  chatId: string,
  update: (message: ShownMessage) => ShownMessage,
): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(chatId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, rows: page.rows.map(update) })) } : data,
  );
}

/** Adds a message at the newest end, once: a pending one of mine with the same text becomes it. */
export function addMessage(queryClient: QueryClient, message: ChatMessage, meId: string): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(message.chatId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.rows.some((row) => row.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    let rows = first.rows;
    let replaced = false;
    if (message.senderId === meId) {
      // The socket can be quicker than the answer to the request: the oldest pending bubble with this text is it.
      const index = rows.findLastIndex(
        (row) => (row.pending === 'sending' || row.pending === 'waiting') && row.content === message.content,
      );
      if (index !== -1) {
        rows = rows.with(index, message);
        replaced = true;
      }
    }
    if (!replaced) rows = [message, ...rows];
    return { ...data, pages: [{ ...first, rows, total: first.total + (replaced ? 0 : 1) }, ...rest] };
  });
}

/** A bubble typed here, shown before the server has it. */
export function addPendingMessage(queryClient: QueryClient, message: ShownMessage): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(message.chatId), (data) => {
    if (!data) return { pages: [{ rows: [message], total: 1 }], pageParams: [1] };
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, rows: [message, ...first.rows] }, ...rest] };
  });
}

/** The server stored the pending message: it takes the stored one's place (or goes, if the socket brought it). */
export function confirmPendingMessage(queryClient: QueryClient, tempId: string, message: ChatMessage): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(message.chatId), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.rows.some((row) => row.id === message.id));
    return {
      ...data,
      pages: data.pages.map((page, index) => {
        const rows = known
          ? page.rows.filter((row) => row.id !== tempId)
          : page.rows.map((row) => (row.id === tempId ? message : row));
        return index === 0 && !known ? { ...page, rows, total: page.total + 1 } : { ...page, rows };
      }),
    };
  });
}

export function setPendingState(
  queryClient: QueryClient,
  chatId: string,
  tempId: string,
  pending: ShownMessage['pending'] | null,
) {
  updateMessages(queryClient, chatId, (row) => {
    if (row.id !== tempId) return row;
    const { pending: _previous, ...rest } = row;
    return pending ? { ...rest, pending } : rest;
  });
}

export function removeMessage(queryClient: QueryClient, chatId: string, id: string): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(chatId), (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, rows: page.rows.filter((row) => row.id !== id) })) }
      : data,
  );
}

/** The inbox row of the chat gets the new last message and goes to the top; a chat not listed yet means a refetch. */
export function bumpChat(
  queryClient: QueryClient,
  message: ChatMessage,
  meId: string,
  options: { isOpen: boolean },
): void {
  const list = queryClient.getQueryData<ChatSummary[]>(chatKeys.list());
  const row = list?.find((chat) => chat.chatId === message.chatId);
  if (!list || !row) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    return;
  }
  const toMe = message.receiverId === meId;
  const updated: ChatSummary = {
    ...row,
    lastMessage: message.content,
    lastMessageTime: message.createdAt,
    lastMessageSenderId: message.senderId,
    lastMessageIsRead: message.isRead,
    unreadCount: toMe && !options.isOpen ? row.unreadCount + 1 : row.unreadCount,
  };
  queryClient.setQueryData<ChatSummary[]>(chatKeys.list(), [updated, ...list.filter((chat) => chat !== row)]);
}

/** Read ticks on my messages (the other member read them), or my unread count gone (I read them in another tab). */
export function applyRead(queryClient: QueryClient, event: MessagesReadEvent, meId: string): void {
  const readerIsMe = event.readerId === meId;
  updateMessages(queryClient, event.chatId, (row) =>
    row.receiverId === event.readerId && !row.isRead && !row.pending && row.createdAt <= event.readAt
      ? { ...row, isRead: true }
      : row,
  );
  queryClient.setQueryData<ChatSummary[]>(chatKeys.list(), (list) =>
    list?.map((chat) => {
      if (chat.chatId !== event.chatId) return chat;
      if (readerIsMe) return { ...chat, unreadCount: 0 };
      return chat.lastMessageSenderId === meId ? { ...chat, lastMessageIsRead: true } : chat;
    }),
  );
  if (readerIsMe) void queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount() });
}

/** A member came online or went: every cached view of them follows. */
export function applyPresence(queryClient: QueryClient, { userId, isOnline }: PresenceEvent): void {
  queryClient.setQueryData<ChatSummary[]>(chatKeys.list(), (list) =>
    list?.map((chat) => (chat.user.id === userId ? { ...chat, user: { ...chat.user, isOnline } } : chat)),
  );
  for (const [key, member] of queryClient.getQueriesData<ChatMember>({ queryKey: chatKeys.participant() })) {
    if (member?.id === userId) queryClient.setQueryData<ChatMember>(key, { ...member, isOnline });
  }
  queryClient.setQueryData<ChatWithMember>(chatKeys.withMember(userId), (data) =>
    data ? { ...data, user: { ...data.user, isOnline } } : data,
  );
}
