import { createReportBody, myReportsList, myReportsQuery, reportCreated } from '@samaj/shared/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@samaj/shared';
import { ok, responses } from '../../lib/reply.ts';
import { ReportsService } from './reports.service.ts';

/** /reports: a member reports a member, a post, a comment or a message they received, and follows their reports. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ReportsService(app.db);
  const tags = ['moderation'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Report a member, post, comment or received message (201; an open report of mine on it again: 200)',
        body: createReportBody,
        response: { ...responses(reportCreated, 201), 200: successEnvelope(reportCreated) },
      },
    },
    async (request, reply) => {
      const { result, created } = await service.createForMember(request.user.id, request.body);
      return created
        ? reply.status(201).send(ok(result, 'Report received. Thank you'))
        : reply.status(200).send(ok(result, 'You have already reported this'));
    },
  );

  app.get(
    '/mine',
    {
      schema: {
        tags,
        security,
        summary: 'What I reported and what came of it, newest first',
        querystring: myReportsQuery,
        response: responses(myReportsList),
      },
    },
    async (request) => ok(await service.mine(request.user.id, request.query)),
  );
};
