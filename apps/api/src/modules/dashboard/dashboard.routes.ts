import { profileCompletion } from '@samaj/shared/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/reply.ts';
import { DashboardService } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new DashboardService(app.db);
  const tags = ['dashboard'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/profile-completion',
    {
      schema: {
        tags,
        security,
        summary: 'How complete my profile is, and what is missing',
        response: responses(profileCompletion),
      },
    },
    async (request) => ok(await service.profileCompletion(request.user.id)),
  );
};
