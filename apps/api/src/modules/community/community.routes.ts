import { successEnvelope, uuidParam } from '@samaj/shared';
import {
  checkoutBody,
  checkoutItem,
  checkoutList,
  communityList,
  communityQuery,
  communityType,
  notInterestedBody,
  notInterestedIds,
  notInterestedItem,
  notInterestedUsers,
  removeCheckoutQuery,
} from '@samaj/shared/community';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/reply.ts';
import { CommunityService } from './community.service.ts';

/** A first add answers 201; adding again answers 200 with the item already there (adding is idempotent). */
const createdOrExisting = <T extends z.ZodType>(item: T) => ({ ...responses(item, 201), 200: successEnvelope(item) });

export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CommunityService(app.db);
  const tags = ['community'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/checkout-list',
    { schema: { tags, security, summary: 'My shortlist, newest first', response: responses(checkoutList) } },
    async (request) => ok(await service.checkoutList(request.user.id)),
  );

  app.post(
    '/checkout-list',
    {
      schema: {
        tags,
        security,
        summary: 'Shortlist a member as a helper or a seeker (once per type; again answers 200 with that item)',
        body: checkoutBody,
        response: createdOrExisting(checkoutItem),
      },
    },
    async (request, reply) => {
      const { item, created } = await service.addToCheckoutList(request.user.id, request.body);
      return reply
        .status(created ? 201 : 200)
        .send(ok(item, created ? 'Added to your shortlist' : 'Already on your shortlist'));
    },
  );

  app.delete(
    '/checkout-list/:targetUserId',
    {
      schema: {
        tags,
        security,
        summary: 'Take a member off my shortlist (as checkOutType only, when given)',
        params: z.object({ targetUserId: uuidParam }),
        querystring: removeCheckoutQuery,
        response: responses(z.null()),
      },
    },
    async (request) => {
      await service.removeFromCheckoutList(request.user.id, request.params.targetUserId, request.query.checkOutType);
      return ok(null, 'Removed from your shortlist');
    },
  );

  app.get(
    '/not-interested',
    {
      schema: {
        tags,
        security,
        summary: 'The ids of members I marked not interested',
        response: responses(notInterestedIds),
      },
    },
    async (request) => ok(await service.notInterestedIds(request.user.id)),
  );

  app.get(
    '/not-interested-users',
    {
      schema: {
        tags,
        security,
        summary: 'The members I marked not interested',
        response: responses(notInterestedUsers),
      },
    },
    async (request) => ok(await service.notInterestedUsers(request.user.id)),
  );

  app.post(
    '/not-interested',
    {
      schema: {
        tags,
        security,
        summary: 'Hide a member from my helpers and seekers (once; again answers 200 with that item)',
        body: notInterestedBody,
        response: createdOrExisting(notInterestedItem),
      },
    },
    async (request, reply) => {
      const { item, created } = await service.markNotInterested(request.user.id, request.body.targetUserId);
      return reply
        .status(created ? 201 : 200)
        .send(ok(item, created ? 'Marked not interested' : 'Already marked not interested'));
    },
  );

  app.delete(
    '/remove-not-interested/:targetUserId',
    {
      schema: {
        tags,
        security,
        summary: 'Show a member I marked not interested again',
        params: z.object({ targetUserId: uuidParam }),
        response: responses(z.null()),
      },
    },
    async (request) => {
      await service.removeNotInterested(request.user.id, request.params.targetUserId);
      return ok(null, 'Removed from your not-interested list');
    },
  );

  app.get(
    '/:type',
    {
      schema: {
        tags,
        security,
        summary: 'Helpers or seekers matching the filters (the caller’s suggestions without any), best matches first',
        params: z.object({ type: communityType }),
        querystring: communityQuery,
        response: responses(communityList),
      },
    },
    async (request) => ok(await service.list(request.user.id, request.params.type, request.query)),
  );
};
