import { grievancesContracts } from '@samaj/shared/contracts/grievances';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { GrievancesService } from './grievances.service.ts';

/** /grievances: public, no login (IT Rules 2021, rule 3(2)). Filing is rate-limited per IP. */
export const grievancesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new GrievancesService(app.db, app.config);
  const limits = app.config.rateLimit;
  const perIp: FastifyContextConfig = {
    rateLimit: limits.enabled ? { max: app.config.moderation.grievancesPerIpPerHour, timeWindow: '1 hour' } : false,
  };

  app.route({
    ...routeOf(app, grievancesContracts.officer),
    handler: async () => ok(service.officer()),
  });

  app.route({
    ...routeOf(app, grievancesContracts.file),
    config: perIp,
    handler: async (request, reply) =>
      reply.status(201).send(ok(await service.file(request.body), 'Grievance received. Keep your ticket')),
  });

  app.route({
    ...routeOf(app, grievancesContracts.status),
    handler: async (request) => ok(await service.status(request.params.ticket)),
  });
};
