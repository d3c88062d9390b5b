import { accountContracts } from '@samaj/shared/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TERMS_VERSION } from '@samaj/shared/constants';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { ExportService } from './export.service.ts';
import { SessionsService } from './sessions.service.ts';

/** The member's own account (API.md "Account and personal data"); mounted at /api since its paths span areas. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = new SessionsService({ db: app.db, config: app.config, accessTokens: app.accessTokens, realtime: app.realtime });

  app.route({
    ...routeOf(app, accountContracts.legal),
    handler: async () =>
      ok({
        termsVersion: TERMS_VERSION,
        operator: app.config.account.operator,
        grievanceOfficer: app.config.moderation.grievanceOfficer,
        deletionGraceDays: app.config.account.deletionGraceDays,
      }),
  });

  const exports = new ExportService({ db: app.db, media: app.media, counters: app.windowCounters });
  const exportRoute = routeOf(app, accountContracts.export);
  app.route({
    ...exportRoute,
    // The answer is the ZIP itself, not a JSON envelope.
    schema: { ...exportRoute.schema, produces: ['application/zip'], response: { ...exportRoute.schema.response, 200: z.unknown() } },
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      await exports.allow(request.user.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="samaj-my-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(await exports.zip(request.user.id));
    },
  });

  app.route({
    ...routeOf(app, accountContracts.sessions),
    onRequest: app.authenticate,
    handler: async (request) => ok(await sessions.list(request.user.id, request.user.sessionId)),
  });

  app.route({
    ...routeOf(app, accountContracts.endSession),
    onRequest: app.authenticate,
    handler: async (request) => {
      await sessions.end(request.user.id, request.params.id);
      return ok(null, 'Logged out on that device');
    },
  });
};
