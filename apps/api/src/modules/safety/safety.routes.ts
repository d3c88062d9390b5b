import { uuidParam } from '@samaj/shared';
import { block, blockBody, blocksList, blocksQuery, report, reportBody } from '@samaj/shared/safety';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/reply.ts';
import { ReportsService } from '../moderation/reports.service.ts';
import { SafetyService } from './safety.service.ts';

/** /matrimonial/blocks and /matrimonial/reports: for every member, no marriage profile needed (API.md). */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SafetyService(app.db);
  const reports = new ReportsService(app.db);
  const tags = ['blocks and reports'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/blocks',
    {
      schema: {
        tags,
        security,
        summary: 'Block a member: both ways, everywhere; closes the pending interests between us',
        body: blockBody,
        response: responses(block, 201),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await service.block(request.user.id, request.body), 'Member blocked')),
  );

  app.delete(
    '/blocks/:blockedUserId',
    {
      schema: {
        tags,
        security,
        summary: 'Unblock a member',
        params: z.object({ blockedUserId: uuidParam }),
        response: responses(z.null()),
      },
    },
    async (request) => ok(await service.unblock(request.user.id, request.params.blockedUserId), 'Member unblocked'),
  );

  app.get(
    '/blocks',
    {
      schema: {
        tags,
        security,
        summary: 'The members I blocked, newest first',
        querystring: blocksQuery,
        response: responses(blocksList),
      },
    },
    async (request) => ok(await service.list(request.user.id, request.query)),
  );

  app.post(
    '/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Report a member for moderation (one open report per member: again answers with it)',
        body: reportBody,
        response: responses(report, 201),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await reports.reportMember(request.user.id, request.body), 'Report received. Thank you')),
  );
};
