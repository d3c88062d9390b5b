import {
  notificationIdParams,
  notificationList,
  notificationListQuery,
  unreadNotificationsCount,
} from '@samaj/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/reply.ts';
import { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new NotificationsService(app.db, app.realtime);
  const tags = ['notifications'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'My notifications, newest first, with how many are unread',
        querystring: notificationListQuery,
        response: responses(notificationList),
      },
    },
    async (request) => ok(await service.list(request.user.id, request.query)),
  );

  app.get(
    '/unread-count',
    {
      schema: {
        tags,
        security,
        summary: 'How many of my notifications are unread',
        response: responses(unreadNotificationsCount),
      },
    },
    async (request) => ok(await service.unreadCount(request.user.id)),
  );

  app.post(
    '/read-all',
    { schema: { tags, security, summary: 'Mark all my notifications read', response: responses(z.null()) } },
    async (request) => {
      await service.markAllRead(request.user.id);
      return ok(null, 'All notifications read');
    },
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one of my notifications read',
        params: notificationIdParams,
        response: responses(z.null()),
      },
    },
    async (request) => {
      await service.markRead(request.user.id, request.params.id);
      return ok(null, 'Notification read');
    },
  );
};
