import { matrimonialFamilyContracts as contracts } from '@samaj/shared/contracts/matrimonial-family';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { notifierOf } from '../notifications/index.ts';
import { CoManagersService } from './co-managers.service.ts';

/** Family co-managers: open to every member (the family member invited needs no marriage profile of their own). */
export const coManagersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CoManagersService(app.db, notifierOf(app));
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(app, contracts.coManagers),
    handler: async (request) => ok(await service.list(request.user.id)),
  });

  app.route({
    ...routeOf(app, contracts.inviteCoManager),
    handler: async (request, reply) => {
      const invited = await service.invite(request.user.id, request.body.phoneNumber);
      return reply.status(201).send(ok(invited, 'Invitation sent'));
    },
  });

  app.route({
    ...routeOf(app, contracts.acceptCoManager),
    handler: async (request) => ok(await service.accept(request.user.id, request.params.id), 'Invitation accepted'),
  });

  app.route({
    ...routeOf(app, contracts.removeCoManager),
    handler: async (request) => ok(await service.remove(request.user.id, request.params.id), 'Removed'),
  });
};
