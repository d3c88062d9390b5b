import { recentChat } from '@samaj/shared/chat';
import { post } from '@samaj/shared/posts';
import { profileCompletion } from '@samaj/shared/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/reply.ts';
import { DashboardService } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new DashboardService(app);
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

  app.get(
    '/posts',
    {
      schema: {
        tags,
        security,
        summary: 'A few of the newest posts, for the home page',
        response: responses(z.array(post)),
      },
    },
    async (request) => ok(await service.recentPosts(request.user.id)),
  );

  app.get(
    '/recent-chats',
    {
      schema: {
        tags,
        security,
        summary: 'My latest chats (up to 5), with the other member and the last message',
        response: responses(z.array(recentChat)),
      },
    },
    async (request) => ok(await service.recentChats(request.user.id)),
  );
};
