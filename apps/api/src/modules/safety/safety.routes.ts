import { safetyContracts } from '@samaj/shared/contracts/safety';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { ReportsService } from '../moderation/reports.service.ts';
import { SafetyService } from './safety.service.ts';

/** /matrimonial/blocks and /matrimonial/reports: for every member, no marriage profile needed. */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SafetyService(app.db);
  const reports = new ReportsService(app.db);
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(app, safetyContracts.block),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await service.block(request.user.id, request.body), 'Member blocked')),
  });

  app.route({
    ...routeOf(app, safetyContracts.unblock),
    handler: async (request) =>
      ok(await service.unblock(request.user.id, request.params.blockedUserId), 'Member unblocked'),
  });

  app.route({
    ...routeOf(app, safetyContracts.blocks),
    handler: async (request) => ok(await service.list(request.user.id, request.query)),
  });

  app.route({
    ...routeOf(app, safetyContracts.report),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await reports.reportMember(request.user.id, request.body), 'Report received. Thank you')),
  });
};
