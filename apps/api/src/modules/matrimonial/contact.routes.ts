import { matrimonialFamilyContracts as contracts } from '@samaj/shared/contracts/matrimonial-family';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { ACTING_ALLOWED } from './acting-for.ts';
import { ContactService } from './contact.service.ts';

/** Registered inside the matrimonial routes: behind their gate (a complete marriage profile). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ContactService(app.db);

  app.route({
    ...routeOf(app, contracts.contact),
    config: ACTING_ALLOWED,
    handler: async (request) =>
      ok(await service.contact(request.user.id, request.params.userId, request.user.managerId ?? null)),
  });

  app.route({
    ...routeOf(app, contracts.contactViews),
    handler: async (request) => ok(await service.views(request.user.id, request.query)),
  });
};
