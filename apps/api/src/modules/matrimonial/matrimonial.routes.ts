import { uuidParam } from '@samaj/shared';
import {
  interest,
  interestsList,
  interestsQuery,
  matrimonialProfile,
  matrimonialSearchQuery,
  matrimonialSearchResult,
  partnerPreferences,
  partnerPreferencesBody,
  recommendedQuery,
  recommendedResult,
  respondInterestBody,
  sendInterestBody,
} from '@samaj/shared/matrimonial';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/reply.ts';
import { notifierOf } from '../notifications/index.ts';
import { MatrimonialService, type Viewer } from './matrimonial.service.ts';

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
  const service = new MatrimonialService(app.db, notifierOf(app));
  const tags = ['matrimonial'];
  const security = [{ bearerAuth: [] }];
  app.decorateRequest('matrimonialViewer', null as unknown as Viewer);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    request.matrimonialViewer = await service.viewer(request.user.id);
  });

  app.get(
    '/profiles/recommended',
    {
      schema: {
        tags,
        security,
        summary: 'Profiles recommended for me: how well they meet my preferences and I meet theirs, best first',
        querystring: recommendedQuery,
        response: responses(recommendedResult),
      },
    },
    async (request) => ok(await service.recommended(request.matrimonialViewer, request.query)),
  );

  app.get(
    '/profiles/search',
    {
      schema: {
        tags,
        security,
        summary: 'Search marriage profiles (newest first; without gender, the gender I seek)',
        querystring: matrimonialSearchQuery,
        response: responses(matrimonialSearchResult),
      },
    },
    async (request) => ok(await service.search(request.matrimonialViewer, request.query)),
  );

  app.get(
    '/profile/:id',
    {
      schema: {
        tags,
        security,
        summary: "A member's whole marriage profile, photos as they allow",
        params: z.object({ id: uuidParam }),
        response: responses(matrimonialProfile),
      },
    },
    async (request) => ok(await service.profile(request.matrimonialViewer, request.params.id)),
  );

  app.get(
    '/preferences',
    { schema: { tags, security, summary: 'My partner preferences', response: responses(partnerPreferences) } },
    async (request) => ok(await service.preferences(request.matrimonialViewer)),
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Replace my partner preferences',
        body: partnerPreferencesBody,
        response: responses(partnerPreferences),
      },
    },
    async (request) => ok(await service.savePreferences(request.matrimonialViewer, request.body), 'Preferences saved'),
  );

  app.post(
    '/interests/send',
    {
      schema: {
        tags,
        security,
        summary:
          'Send an interest (404 unless the profile is listed for me, a block either way included; 409 while one is open between us or within 90 days of a decline)',
        body: sendInterestBody,
        response: responses(interest, 201),
      },
    },
    async (request, reply) => {
      const sent = await service.sendInterest(request.matrimonialViewer, request.body);
      return reply.status(201).send(ok(sent, 'Interest sent'));
    },
  );

  for (const direction of ['received', 'sent'] as const) {
    app.get(
      `/interests/${direction}`,
      {
        schema: {
          tags,
          security,
          summary: `Interests I ${direction === 'received' ? 'received' : 'sent'}, newest first`,
          querystring: interestsQuery,
          response: responses(interestsList),
        },
      },
      async (request) => ok(await service.listInterests(request.matrimonialViewer, direction, request.query)),
    );
  }

  app.put(
    '/interests/:interestId/respond',
    {
      schema: {
        tags,
        security,
        summary: 'Accept or decline an interest I received',
        params: z.object({ interestId: uuidParam }),
        body: respondInterestBody,
        response: responses(interest),
      },
    },
    async (request) => {
      const answered = await service.respond(request.matrimonialViewer, request.params.interestId, request.body);
      return ok(answered, answered.status === 'ACCEPTED' ? 'Interest accepted' : 'Interest declined');
    },
  );

  app.delete(
    '/interests/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw an interest I sent',
        params: z.object({ id: uuidParam }),
        response: responses(z.null()),
      },
    },
    async (request) => ok(await service.withdraw(request.matrimonialViewer, request.params.id), 'Interest withdrawn'),
  );
};
