import { accountContracts } from '@samaj/shared/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TERMS_VERSION } from '@samaj/shared/constants';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { SessionsService } from './sessions.service.ts';

/** The member's own account; mounted at /api since its paths span areas. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = new SessionsService({
    db: app.db,
    config: app.config,
    accessTokens: app.accessTokens,
    realtime: app.realtime,
  });

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
