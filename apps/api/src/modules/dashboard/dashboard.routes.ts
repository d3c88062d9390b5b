import { dashboardContracts } from '@samaj/shared/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { DashboardService } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new DashboardService(app);
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...routeOf(app, dashboardContracts.profileCompletion),
    handler: async (request) => ok(await service.profileCompletion(request.user.id)),
  });

  app.route({
    ...routeOf(app, dashboardContracts.recentPosts),
    handler: async (request) => ok(await service.recentPosts(request.user.id)),
  });

  app.route({
    ...routeOf(app, dashboardContracts.recentChats),
    handler: async (request) => ok(await service.recentChats(request.user.id)),
  });
};
