import { z } from 'zod';
import {
  chatIdParams,
  chatList,
  chatMember,
  chatMemberParams,
  chatMessage,
  chatMessagesPage,
  chatMessagesQuery,
  chatWithMember,
  sendMessageBody,
  unreadMessagesCount,
} from '../chat.ts';
import { defineContracts } from '../contract.ts';

/** /chats: one-to-one chats; new messages and read receipts also arrive over the realtime socket. */
export const chatContracts = defineContracts(
  { tag: 'chat', auth: true },
  {
    inbox: {
      method: 'GET',
      path: '/chats',
      summary: 'My chats, newest first, with the other member, the last message and the unread count',
      response: chatList,
    },
    send: {
      method: 'POST',
      path: '/chats/messages',
      summary: 'Send a message (1 to 4,000 characters); starts the chat if needed',
      body: sendMessageBody,
      response: chatMessage,
      status: 201,
    },
    unreadCount: {
      method: 'GET',
      path: '/chats/unread-count',
      summary: 'How many messages to me are unread',
      response: unreadMessagesCount,
    },
    chatWith: {
      method: 'GET',
      path: '/chats/with/:userId',
      summary: 'My chat with a member, if there is one, and that member',
      params: chatMemberParams,
      response: chatWithMember,
    },
    participant: {
      method: 'GET',
      path: '/chats/participant/:chatId',
      summary: 'The other member of one of my chats',
      params: chatIdParams,
      response: chatMember,
    },
    messages: {
      method: 'GET',
      path: '/chats/:chatId/messages',
      summary: 'Messages of one of my chats, newest first (pageParam 1 is the newest page)',
      params: chatIdParams,
      query: chatMessagesQuery,
      response: chatMessagesPage,
    },
    markRead: {
      method: 'POST',
      path: '/chats/:chatId/read',
      summary: 'Mark the messages I received in this chat as read',
      params: chatIdParams,
      response: z.null(),
    },
  },
);
