import { matrimonialContracts as contracts } from '@samaj/shared/contracts/matrimonial';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { Presence } from '../chat/index.ts';
import { notifierOf } from '../notifications/index.ts';
import { ACTING_ALLOWED } from './acting-for.ts';
import { contactRoutes } from './contact.routes.ts';
import { DailyMatches } from './daily-matches.ts';
import { MatrimonialService, type Viewer } from './matrimonial.service.ts';
import { photoRequestRoutes } from './photo-requests.routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the matrimonial routes' gate: the member, who has a complete marriage profile. */
    matrimonialViewer: Viewer;
  }
}

/**
 * The calls that need a marriage profile (403 MATRIMONIAL_PROFILE_REQUIRED otherwise). Blocks and reports, which
 * every member may use, live in the safety module under the same prefix.
 */
export const matrimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new MatrimonialService(app.db, notifierOf(app), new Presence(app.db, app.realtime));
  const dailyMatches = new DailyMatches(app);
  app.addHook('onReady', async () => dailyMatches.start());
  app.addHook('onClose', () => dailyMatches.stop());
  app.decorateRequest('matrimonialViewer', null, []);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    request.matrimonialViewer = await service.viewer(request.user.id);
  });
  await app.register(contactRoutes);

  app.route({
    ...routeOf(app, contracts.recommended),
    config: ACTING_ALLOWED,
    handler: async (request) => ok(await service.recommended(request.matrimonialViewer, request.query)),
  });

  app.route({
    ...routeOf(app, contracts.search),
    config: ACTING_ALLOWED,
    handler: async (request) => ok(await service.search(request.matrimonialViewer, request.query)),
  });

  app.route({
    ...routeOf(app, contracts.profile),
    config: ACTING_ALLOWED,
    handler: async (request) => ok(await service.profile(request.matrimonialViewer, request.params.id)),
  });

  app.route({
    ...routeOf(app, contracts.preferences),
    config: ACTING_ALLOWED,
    handler: async (request) => ok(await service.preferences(request.matrimonialViewer)),
  });

  app.route({
    ...routeOf(app, contracts.savePreferences),
    config: ACTING_ALLOWED,
    handler: async (request) =>
      ok(await service.savePreferences(request.matrimonialViewer, request.body), 'Preferences saved'),
  });

  app.route({
    ...routeOf(app, contracts.sendInterest),
    config: ACTING_ALLOWED,
    handler: async (request, reply) => {
      const sent = await service.sendInterest(request.matrimonialViewer, request.body, request.user.managerId ?? null);
      return reply.status(201).send(ok(sent, 'Interest sent'));
    },
  });

  app.route({
    ...routeOf(app, contracts.interestsReceived),
    config: ACTING_ALLOWED,
    handler: async (request) => ok(await service.listInterests(request.matrimonialViewer, 'received', request.query)),
  });

  app.route({
    ...routeOf(app, contracts.interestsSent),
    config: ACTING_ALLOWED,
    handler: async (request) => ok(await service.listInterests(request.matrimonialViewer, 'sent', request.query)),
  });

  app.route({
    ...routeOf(app, contracts.respondToInterest),
    config: ACTING_ALLOWED,
    handler: async (request) => {
      const answered = await service.respond(
        request.matrimonialViewer,
        request.params.interestId,
        request.body,
        request.user.managerId ?? null,
      );
      return ok(answered, answered.status === 'ACCEPTED' ? 'Interest accepted' : 'Interest declined');
    },
  });

  app.route({
    ...routeOf(app, contracts.profileViews),
    handler: async (request) => ok(await service.profileViews(request.matrimonialViewer, request.query)),
  });

  app.route({
    ...routeOf(app, contracts.shortlist),
    handler: async (request) => ok(await service.shortlist(request.matrimonialViewer, request.query)),
  });

  app.route({
    ...routeOf(app, contracts.saveToShortlist),
    handler: async (request, reply) => {
      const { item, created } = await service.saveToShortlist(request.matrimonialViewer, request.body.targetId);
      return reply.status(created ? 201 : 200).send(ok(item, created ? 'Saved to your shortlist' : 'Already saved'));
    },
  });

  app.route({
    ...routeOf(app, contracts.removeFromShortlist),
    handler: async (request) =>
      ok(await service.removeFromShortlist(request.matrimonialViewer, request.params.targetId), 'Removed'),
  });

  app.route({
    ...routeOf(app, contracts.withdrawInterest),
    config: ACTING_ALLOWED,
    handler: async (request) =>
      ok(await service.withdraw(request.matrimonialViewer, request.params.id), 'Interest withdrawn'),
  });

  photoRequestRoutes(app);
};
