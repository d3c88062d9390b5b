import { accountContracts } from '@samaj/shared/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TERMS_VERSION } from '@samaj/shared/constants';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { clientMeta } from '../auth/auth.routes.ts';
import { authServiceOf } from '../auth/index.ts';
import { DeletionService } from './deletion.service.ts';
import { AccountErasure } from './erasure.ts';
import { ExportService } from './export.service.ts';
import { setMarriageProfileVisible } from './marriage-visibility.ts';
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

  const erasure = new AccountErasure({
    db: app.db,
    media: app.media,
    phoneHashSecret: app.config.moderation.phoneHashSecret,
    log: app.log,
  });
  app.addHook('onReady', async () => erasure.start());
  app.addHook('onClose', () => erasure.stop());
  const deletion = new DeletionService({ db: app.db, config: app.config, accessTokens: app.accessTokens, realtime: app.realtime, erasure });
  const auth = authServiceOf(app);

  app.route({
    ...routeOf(app, accountContracts.deleteAccount),
    onRequest: app.authenticate,
    handler: async (request) => {
      await deletion.request(request.user.id, request.body.password);
      return ok(null, 'Your account is deleted. Log in before it is erased to restore it');
    },
  });

  const limits = app.config.rateLimit;
  app.route({
    ...routeOf(app, accountContracts.restore),
    config: { rateLimit: limits.enabled ? { max: limits.authPerIpPer15Min, timeWindow: '15 minutes' } : false },
    handler: async (request) => {
      const { phoneNumber, password } = request.body;
      return ok(await auth.restore(phoneNumber, password, clientMeta(request)), 'Your account is restored');
    },
  });

  app.route({
    ...routeOf(app, accountContracts.marriageProfileVisibility),
    onRequest: app.authenticate,
    handler: async (request) => {
      const result = await setMarriageProfileVisible(app.db, request.user.id, request.body.visible);
      return ok(result, result.visible ? 'Your marriage profile is shown again' : 'Your marriage profile is hidden');
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
