import type { ChatMessage, ChatSummary } from '@samaj/shared/chat';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { flattenMessages, type MessagesData } from '../api/get-messages';
import { chatKeys } from '../api/keys';
import { addMessage, addPendingMessage, applyRead, bumpChat, confirmPendingMessage } from './cache';

const ME = 'me';
const OTHER = 'other';
const CHAT = 'chat-1';

const message = (id: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chatId: CHAT,
  senderId: OTHER,
  sentByManager: null,
  receiverId: ME,
  content: `text ${id}`,
  isRead: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

function withMessages(rows: ChatMessage[]) {
  const client = new QueryClient();
  client.setQueryData<MessagesData>(chatKeys.messages(CHAT), {
    pages: [{ rows, total: rows.length }],
    pageParams: [1],
  });
  return client;
}
const shown = (client: QueryClient) => flattenMessages(client.getQueryData<MessagesData>(chatKeys.messages(CHAT)));

describe('the messages cache', () => {
  it('adds a new message once, however many times it is announced', () => {
    const client = withMessages([message('1')]);
    addMessage(client, message('2'), ME);
    addMessage(client, message('2'), ME);
    expect(shown(client).map((row) => row.id)).toEqual(['2', '1']);
    expect(client.getQueryData<MessagesData>(chatKeys.messages(CHAT))!.pages[0]!.total).toBe(2);
  });

  it('turns my pending bubble into the stored message, whether the socket or the answer comes first', () => {
    const client = withMessages([message('1')]);
    const pending = {
      ...message('tmp-a', { senderId: ME, receiverId: OTHER, content: 'hello' }),
      pending: 'sending' as const,
    };
    addPendingMessage(client, pending);
    addMessage(client, message('2', { senderId: ME, receiverId: OTHER, content: 'hello' }), ME);
    confirmPendingMessage(client, 'tmp-a', message('2', { senderId: ME, receiverId: OTHER, content: 'hello' }));
    expect(shown(client).map((row) => [row.id, row.pending])).toEqual([
      ['2', undefined],
      ['1', undefined],
    ]);

    addPendingMessage(client, { ...pending, id: 'tmp-b', content: 'again' });
    confirmPendingMessage(client, 'tmp-b', message('3', { senderId: ME, receiverId: OTHER, content: 'again' }));
    addMessage(client, message('3', { senderId: ME, receiverId: OTHER, content: 'again' }), ME);
    expect(shown(client).map((row) => row.id)).toEqual(['3', '2', '1']);
  });

  it('gives read ticks to my messages sent before the reading, not to later ones', () => {
    const client = withMessages([
      message('3', { senderId: ME, receiverId: OTHER, createdAt: '2026-11-22T10:05:00.000Z' }),
      message('2', { senderId: ME, receiverId: OTHER, createdAt: '2026-11-22T10:01:00.000Z' }),
      message('1'),
    ]);
    applyRead(client, { chatId: CHAT, readerId: OTHER, readAt: '2026-11-22T10:02:00.000Z' }, ME);
    expect(shown(client).map((row) => [row.id, row.isRead])).toEqual([
      ['3', false],
      ['2', true],
      ['1', false],
    ]);
  });
});

describe('the inbox cache', () => {
  const summary = (chatId: string, unreadCount: number): ChatSummary => ({
    chatId,
    user: { id: `user-${chatId}`, fullName: chatId, image: null, isVerified: false, isOnline: false },
    lastMessage: 'old',
    lastMessageTime: '2026-11-22T09:00:00.000Z',
    lastMessageSenderId: `user-${chatId}`,
    lastMessageIsRead: false,
    unreadCount,
  });

  it('moves the chat of a new message to the top and counts it unread unless it is open', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.list(), [summary('a', 0), summary(CHAT, 1)]);
    bumpChat(client, message('9', { content: 'new!' }), ME, { isOpen: false });
    expect(
      client
        .getQueryData<ChatSummary[]>(chatKeys.list())!
        .map((chat) => [chat.chatId, chat.unreadCount, chat.lastMessage]),
    ).toEqual([
      [CHAT, 2, 'new!'],
      ['a', 0, 'old'],
    ]);
    bumpChat(client, message('10'), ME, { isOpen: true });
    expect(client.getQueryData<ChatSummary[]>(chatKeys.list())![0]!.unreadCount).toBe(2);
  });
});
