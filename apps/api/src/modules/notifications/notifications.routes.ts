import { notificationsContracts } from '@samaj/shared/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new NotificationsService(app.db, app.realtime);
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(app, notificationsContracts.list),
    handler: async (request) => ok(await service.list(request.user.id, request.query)),
  });

  app.route({
    ...routeOf(app, notificationsContracts.unreadCount),
    handler: async (request) => ok(await service.unreadCount(request.user.id)),
  });

  app.route({
    ...routeOf(app, notificationsContracts.markAllRead),
    handler: async (request) => {
      await service.markAllRead(request.user.id);
      return ok(null, 'All notifications read');
    },
  });

  app.route({
    ...routeOf(app, notificationsContracts.markRead),
    handler: async (request) => {
      await service.markRead(request.user.id, request.params.id);
      return ok(null, 'Notification read');
    },
  });
};
