import {
  grievanceBody,
  grievanceCreated,
  grievanceOfficer,
  grievanceStatus,
  grievanceTicketParams,
} from '@samaj/shared/grievances';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/reply.ts';
import { GrievancesService } from './grievances.service.ts';

/** /grievances: public, no login (IT Rules 2021, rule 3(2)). Filing is rate-limited per IP. */
export const grievancesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new GrievancesService(app.db, app.config);
  const tags = ['grievances'];
  const limits = app.config.rateLimit;
  const perIp: FastifyContextConfig = {
    rateLimit: limits.enabled ? { max: app.config.moderation.grievancesPerIpPerHour, timeWindow: '1 hour' } : false,
  };

  app.get(
    '/officer',
    { schema: { tags, summary: 'The Grievance Officer: name and contact', response: responses(grievanceOfficer) } },
    async () => ok(service.officer()),
  );

  app.post(
    '/',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'File a grievance (no login); answers with a ticket and the deadlines (24 hours, 15 days)',
        body: grievanceBody,
        response: responses(grievanceCreated, 201),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.file(request.body), 'Grievance received. Keep your ticket')),
  );

  app.get(
    '/:ticket',
    {
      schema: {
        tags,
        summary: 'Where a grievance stands, by its ticket',
        params: grievanceTicketParams,
        response: responses(grievanceStatus),
      },
    },
    async (request) => ok(await service.status(request.params.ticket)),
  );
};
