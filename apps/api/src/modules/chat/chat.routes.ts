import { chatContracts } from '@samaj/shared/contracts/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { listenToChatEvents } from './chat.realtime.ts';
import { ChatService } from './chat.service.ts';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ChatService(app);
  app.addHook('onRequest', app.authenticate);
  listenToChatEvents(app, service);

  app.route({
    ...routeOf(app, chatContracts.inbox),
    handler: async (request) => ok(await service.inbox(request.user.id)),
  });

  app.route({
    ...routeOf(app, chatContracts.send),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await service.send(request.user.id, request.body), 'Message sent')),
  });

  app.route({
    ...routeOf(app, chatContracts.unreadCount),
    handler: async (request) => ok(await service.unreadCount(request.user.id)),
  });

  app.route({
    ...routeOf(app, chatContracts.chatWith),
    handler: async (request) => ok(await service.chatWith(request.user.id, request.params.userId)),
  });

  app.route({
    ...routeOf(app, chatContracts.participant),
    handler: async (request) => ok(await service.participant(request.user.id, request.params.chatId)),
  });

  app.route({
    ...routeOf(app, chatContracts.messages),
    handler: async (request) => ok(await service.messages(request.user.id, request.params.chatId, request.query)),
  });

  app.route({
    ...routeOf(app, chatContracts.markRead),
    handler: async (request) => {
      await service.markRead(request.user.id, request.params.chatId);
      return ok(null, 'Messages read');
    },
  });
};
