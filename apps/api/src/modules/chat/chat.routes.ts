import { chatContracts } from '@samaj/shared/contracts/chat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { ACTING_ALLOWED } from '../matrimonial/index.ts';
import { listenToChatEvents } from './chat.realtime.ts';
import { ChatService } from './chat.service.ts';
import { MarriageChats } from './marriage-chats.ts';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ChatService(app);
  const marriageChats = new MarriageChats(app.db);
  app.addHook('onRequest', app.authenticate);
  listenToChatEvents(app, service);
  /** A co-manager reaches only the chats of the owner's accepted interests (403 for the owner's other chats). */
  const checkChat = async (request: FastifyRequest, chatId: string) => {
    if (request.user.managerId) {
      await marriageChats.check(request.user, await marriageChats.otherMemberOf(chatId, request.user.id));
    }
  };

  app.route({
    ...routeOf(app, chatContracts.inbox),
    config: ACTING_ALLOWED,
    handler: async (request) => {
      const chats = await service.inbox(request.user.id);
      if (!request.user.managerId) return ok(chats);
      const shown = await marriageChats.connected(
        request.user.id,
        chats.map((chat) => chat.user.id),
        request.user.managerId,
      );
      return ok(chats.filter((chat) => shown.has(chat.user.id)));
    },
  });

  app.route({
    ...routeOf(app, chatContracts.send),
    config: ACTING_ALLOWED,
    handler: async (request, reply) => {
      await marriageChats.check(request.user, request.body.receiverId);
      const sent = await service.send(request.user.id, request.body, request.user.managerId ?? null);
      return reply.status(201).send(ok(sent, 'Message sent'));
    },
  });

  app.route({
    ...routeOf(app, chatContracts.unreadCount),
    handler: async (request) => ok(await service.unreadCount(request.user.id)),
  });

  app.route({
    ...routeOf(app, chatContracts.chatWith),
    config: ACTING_ALLOWED,
    handler: async (request) => {
      await marriageChats.check(request.user, request.params.userId);
      return ok(await service.chatWith(request.user.id, request.params.userId));
    },
  });

  app.route({
    ...routeOf(app, chatContracts.participant),
    config: ACTING_ALLOWED,
    handler: async (request) => {
      await checkChat(request, request.params.chatId);
      return ok(await service.participant(request.user.id, request.params.chatId));
    },
  });

  app.route({
    ...routeOf(app, chatContracts.messages),
    config: ACTING_ALLOWED,
    handler: async (request) => {
      await checkChat(request, request.params.chatId);
      return ok(await service.messages(request.user.id, request.params.chatId, request.query));
    },
  });

  app.route({
    ...routeOf(app, chatContracts.markRead),
    config: ACTING_ALLOWED,
    handler: async (request) => {
      await checkChat(request, request.params.chatId);
      await service.markRead(request.user.id, request.params.chatId);
      return ok(null, 'Messages read');
    },
  });
};
