import { reportsContracts } from '@samaj/shared/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { ReportsService } from './reports.service.ts';

/** /reports: a member reports a member, a post, a comment or a message they received, and follows their reports. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ReportsService(app.db);
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(app, reportsContracts.create),
    handler: async (request, reply) => {
      const result = await service.createForMember(request.user.id, request.body);
      return result.alreadyReported
        ? reply.status(200).send(ok(result, 'You have already reported this'))
        : reply.status(201).send(ok(result, 'Report received. Thank you'));
    },
  });

  app.route({
    ...routeOf(app, reportsContracts.mine),
    handler: async (request) => ok(await service.mine(request.user.id, request.query)),
  });
};
