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
} from '@samaj/shared/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/reply.ts';
import { listenToChatEvents } from './chat.realtime.ts';
import { ChatService } from './chat.service.ts';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ChatService(app);
  const tags = ['chat'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);
  listenToChatEvents(app, service);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'My chats, newest first, with the other member, the last message and the unread count',
        response: responses(chatList),
      },
    },
    async (request) => ok(await service.inbox(request.user.id)),
  );

  app.post(
    '/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Send a message (1 to 4,000 characters); starts the chat if needed',
        body: sendMessageBody,
        response: responses(chatMessage, 201),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.send(request.user.id, request.body), 'Message sent')),
  );

  app.get(
    '/unread-count',
    {
      schema: {
        tags,
        security,
        summary: 'How many messages to me are unread',
        response: responses(unreadMessagesCount),
      },
    },
    async (request) => ok(await service.unreadCount(request.user.id)),
  );

  app.get(
    '/with/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'My chat with a member, if there is one, and that member',
        params: chatMemberParams,
        response: responses(chatWithMember),
      },
    },
    async (request) => ok(await service.chatWith(request.user.id, request.params.userId)),
  );

  app.get(
    '/participant/:chatId',
    {
      schema: {
        tags,
        security,
        summary: 'The other member of one of my chats',
        params: chatIdParams,
        response: responses(chatMember),
      },
    },
    async (request) => ok(await service.participant(request.user.id, request.params.chatId)),
  );

  app.get(
    '/:chatId/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Messages of one of my chats, newest first (pageParam 1 is the newest page)',
        params: chatIdParams,
        querystring: chatMessagesQuery,
        response: responses(chatMessagesPage),
      },
    },
    async (request) => ok(await service.messages(request.user.id, request.params.chatId, request.query)),
  );

  app.post(
    '/:chatId/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark the messages I received in this chat as read',
        params: chatIdParams,
        response: responses(z.null()),
      },
    },
    async (request) => {
      await service.markRead(request.user.id, request.params.chatId);
      return ok(null, 'Messages read');
    },
  );
};
