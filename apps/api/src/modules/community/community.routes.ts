import { communityContracts } from '@samaj/shared/contracts/community';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { CommunityService } from './community.service.ts';

export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CommunityService(app.db);
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(app, communityContracts.checkoutList),
    handler: async (request) => ok(await service.checkoutList(request.user.id)),
  });

  // A first add answers 201; adding again answers 200 with the item already there (adding is idempotent).
  app.route({
    ...routeOf(app, communityContracts.addToCheckoutList),
    handler: async (request, reply) => {
      const { item, created } = await service.addToCheckoutList(request.user.id, request.body);
      return reply
        .status(created ? 201 : 200)
        .send(ok(item, created ? 'Added to your shortlist' : 'Already on your shortlist'));
    },
  });

  app.route({
    ...routeOf(app, communityContracts.removeFromCheckoutList),
    handler: async (request) => {
      await service.removeFromCheckoutList(request.user.id, request.params.targetUserId, request.query.checkOutType);
      return ok(null, 'Removed from your shortlist');
    },
  });

  app.route({
    ...routeOf(app, communityContracts.notInterestedIds),
    handler: async (request) => ok(await service.notInterestedIds(request.user.id)),
  });

  app.route({
    ...routeOf(app, communityContracts.notInterestedUsers),
    handler: async (request) => ok(await service.notInterestedUsers(request.user.id)),
  });

  app.route({
    ...routeOf(app, communityContracts.markNotInterested),
    handler: async (request, reply) => {
      const { item, created } = await service.markNotInterested(request.user.id, request.body.targetUserId);
      return reply
        .status(created ? 201 : 200)
        .send(ok(item, created ? 'Marked not interested' : 'Already marked not interested'));
    },
  });

  app.route({
    ...routeOf(app, communityContracts.removeNotInterested),
    handler: async (request) => {
      await service.removeNotInterested(request.user.id, request.params.targetUserId);
      return ok(null, 'Removed from your not-interested list');
    },
  });

  app.route({
    ...routeOf(app, communityContracts.list),
    handler: async (request) => ok(await service.list(request.user.id, request.params.type, request.query)),
  });
};
