import { moderationContracts as contracts } from '@samaj/shared/contracts/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { ConsoleService } from './console.service.ts';
import { GrievancesService } from './grievances.service.ts';
import { ModerationService } from './moderation.service.ts';
import { promoteConfiguredAdmins } from './roles.ts';
import { requireStaff, staffOf } from './staff.ts';

/** /admin: the moderation console's calls, for moderators and admins (403 for members, 401 without a token). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await promoteConfiguredAdmins(app);
  const moderation = new ModerationService(app);
  const reads = new ConsoleService(app.db, app.config);
  const grievances = new GrievancesService(app.db, app.config);
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireStaff(app.db));

  app.route({
    ...routeOf(app, contracts.reports),
    handler: async (request) => ok(await reads.reports(request.query)),
  });

  app.route({
    ...routeOf(app, contracts.resolveReport),
    handler: async (request) => {
      await moderation.resolveReport(staffOf(request), request.params.id, request.body);
      return ok(await reads.reportCase(request.params.id), 'Case resolved');
    },
  });

  app.route({
    ...routeOf(app, contracts.members),
    handler: async (request) => ok(await reads.members(request.query)),
  });

  app.route({
    ...routeOf(app, contracts.suspend),
    handler: async (request) => {
      await moderation.suspend(staffOf(request), request.params.id, request.body);
      return ok(await reads.member(request.params.id), 'Member suspended');
    },
  });

  app.route({
    ...routeOf(app, contracts.ban),
    handler: async (request) => {
      await moderation.ban(staffOf(request), request.params.id, request.body.note);
      return ok(await reads.member(request.params.id), 'Member banned');
    },
  });

  app.route({
    ...routeOf(app, contracts.reinstate),
    handler: async (request) => {
      await moderation.reinstate(staffOf(request), request.params.id, request.body.note);
      return ok(await reads.member(request.params.id), 'Member reinstated');
    },
  });

  app.route({
    ...routeOf(app, contracts.verify),
    handler: async (request) => {
      await moderation.setVerified(staffOf(request), request.params.id, true);
      return ok(await reads.member(request.params.id), 'Member verified');
    },
  });

  app.route({
    ...routeOf(app, contracts.unverify),
    handler: async (request) => {
      await moderation.setVerified(staffOf(request), request.params.id, false);
      return ok(await reads.member(request.params.id), 'Verified tick removed');
    },
  });

  app.route({
    ...routeOf(app, contracts.setRole),
    handler: async (request) => {
      await moderation.setRole(staffOf(request), request.params.id, request.body.role);
      return ok(await reads.member(request.params.id), 'Role changed');
    },
  });

  app.route({
    ...routeOf(app, contracts.removePost),
    handler: async (request) => {
      await moderation.removeContent(staffOf(request), 'POST', request.params.id, request.body.note);
      return ok(null, 'The post was removed');
    },
  });

  app.route({
    ...routeOf(app, contracts.removeComment),
    handler: async (request) => {
      await moderation.removeContent(staffOf(request), 'COMMENT', request.params.id, request.body.note);
      return ok(null, 'The comment was removed');
    },
  });

  app.route({
    ...routeOf(app, contracts.auditLog),
    handler: async (request) => ok(await reads.auditLog(request.query)),
  });

  app.route({
    ...routeOf(app, contracts.stats),
    handler: async () => ok(await reads.stats()),
  });

  app.route({
    ...routeOf(app, contracts.grievances),
    handler: async (request) => ok(await grievances.list(request.query)),
  });

  app.route({
    ...routeOf(app, contracts.acknowledgeGrievance),
    handler: async (request) =>
      ok(await grievances.acknowledge(staffOf(request), request.params.id, request.body.note), 'Grievance acknowledged'),
  });

  app.route({
    ...routeOf(app, contracts.resolveGrievance),
    handler: async (request) =>
      ok(await grievances.resolve(staffOf(request), request.params.id, request.body.note), 'Grievance resolved'),
  });
};
