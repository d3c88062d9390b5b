import { pushContracts } from '@samaj/shared/contracts/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { PushService } from './push.service.ts';

/** /push (this browser's subscription) and /notifications/preferences (what is pushed, quiet hours). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PushService(app.db, app.config.push);
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(app, pushContracts.publicKey),
    handler: async () => ok(service.publicKey()),
  });

  app.route({
    ...routeOf(app, pushContracts.subscribe),
    handler: async (request, reply) => {
      const { id, created } = await service.subscribe(request.user.id, request.body);
      return reply
        .status(created ? 201 : 200)
        .send(ok({ id }, created ? 'This device will get notifications' : 'This device already gets notifications'));
    },
  });

  app.route({
    ...routeOf(app, pushContracts.unsubscribe),
    handler: async (request) => {
      await service.unsubscribe(request.user.id, request.body.endpoint);
      return ok(null, 'This device will not get notifications');
    },
  });

  app.route({
    ...routeOf(app, pushContracts.preferences),
    handler: async (request) => ok(await service.preferences(request.user.id)),
  });

  app.route({
    ...routeOf(app, pushContracts.updatePreferences),
    handler: async (request) =>
      ok(await service.updatePreferences(request.user.id, request.body), 'Notification settings saved'),
  });
};
