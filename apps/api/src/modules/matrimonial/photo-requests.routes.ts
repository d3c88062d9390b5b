import { photoRequestsContracts as contracts } from '@samaj/shared/contracts/photo-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { notifierOf } from '../notifications/index.ts';
import { PhotoRequestsService } from './photo-requests.service.ts';

const ANSWERED = { GRANT: 'Photos shared', DECLINE: 'Request declined', REVOKE: 'Photos no longer shared' } as const;

/** "Request photos": registered by the matrimonial routes, behind their gate (a marriage profile is needed). */
export function photoRequestRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const service = new PhotoRequestsService(app.db, notifierOf(app));

  app.route({
    ...routeOf(app, contracts.sendPhotoRequest),
    handler: async (request, reply) => {
      const { request: sent, created } = await service.send(request.user.id, request.body.ownerId);
      return reply.status(created ? 201 : 200).send(ok(sent, created ? 'Photos requested' : 'Already requested'));
    },
  });

  app.route({
    ...routeOf(app, contracts.photoRequestsReceived),
    handler: async (request) => ok(await service.list(request.user.id, 'received', request.query)),
  });

  app.route({
    ...routeOf(app, contracts.photoRequestsSent),
    handler: async (request) => ok(await service.list(request.user.id, 'sent', request.query)),
  });

  app.route({
    ...routeOf(app, contracts.respondToPhotoRequest),
    handler: async (request) => {
      const { action } = request.body;
      return ok(await service.respond(request.user.id, request.params.id, action), ANSWERED[action]);
    },
  });
}
