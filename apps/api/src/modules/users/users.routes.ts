import { authUser } from '@samaj/shared';
import { memberLocation, onboardBody } from '@samaj/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/reply.ts';
import { UsersService } from './users.service.ts';

const meResponse = z.object({
  user: authUser,
  personalDetails: z.object({
    fullName: z.string().nullable(),
    email: z.string().nullable(),
    gender: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    currentLocation: memberLocation.nullable(),
  }),
  communityDetails: z.object({ canHelpOut: z.array(z.string()), canSeekHelp: z.array(z.string()) }),
  matrimonialDetails: z.null(),
});

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new UsersService(app.db);
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.put(
    '/onboard',
    { schema: { tags, security, summary: 'Complete onboarding', body: onboardBody, response: responses(z.object({ user: authUser })) } },
    async (request) => ok(await service.onboard(request.user.id, request.body), 'Welcome to Samaj'),
  );

  app.get(
    '/me',
    { schema: { tags, security, summary: 'My account and profile', response: responses(meResponse) } },
    async (request) => ok(await service.me(request.user.id)),
  );
};
