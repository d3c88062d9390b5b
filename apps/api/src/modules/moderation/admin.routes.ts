import { adminGrievancesQuery, grievance, grievanceIdParams, grievanceList, grievanceNoteBody } from '@samaj/shared/grievances';
import {
  adminMember,
  adminMembersList,
  adminMembersQuery,
  adminReportsQuery,
  adminStats,
  auditLog,
  auditLogQuery,
  contentIdParams,
  memberIdParams,
  moderationNoteBody,
  removeContentBody,
  reportCase,
  reportCaseList,
  resolveReportBody,
  roleBody,
  suspendBody,
} from '@samaj/shared/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/reply.ts';
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
  const tags = ['moderation console'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireStaff(app.db));

  app.get(
    '/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Cases: open ones urgent reasons first, then oldest first; resolved ones newest first',
        querystring: adminReportsQuery,
        response: responses(reportCaseList),
      },
    },
    async (request) => ok(await reads.reports(request.query)),
  );

  app.post(
    '/reports/:id/resolve',
    {
      schema: {
        tags,
        security,
        summary: 'Decide a case; every open report on the same target is resolved with it',
        params: contentIdParams,
        body: resolveReportBody,
        response: responses(reportCase),
      },
    },
    async (request) => {
      await moderation.resolveReport(staffOf(request), request.params.id, request.body);
      return ok(await reads.reportCase(request.params.id), 'Case resolved');
    },
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        security,
        summary: 'Members by name or phone, role and status, newest first',
        querystring: adminMembersQuery,
        response: responses(adminMembersList),
      },
    },
    async (request) => ok(await reads.members(request.query)),
  );

  const memberAction = { tags, security, params: memberIdParams, response: responses(adminMember) };

  app.post(
    '/users/:id/suspend',
    { schema: { ...memberAction, summary: 'Suspend a member for some days (sessions end at once)', body: suspendBody } },
    async (request) => {
      await moderation.suspend(staffOf(request), request.params.id, request.body);
      return ok(await reads.member(request.params.id), 'Member suspended');
    },
  );

  app.post(
    '/users/:id/ban',
    { schema: { ...memberAction, summary: 'Ban a member (sessions end; the number cannot sign up again)', body: moderationNoteBody } },
    async (request) => {
      await moderation.ban(staffOf(request), request.params.id, request.body.note);
      return ok(await reads.member(request.params.id), 'Member banned');
    },
  );

  app.post(
    '/users/:id/reinstate',
    { schema: { ...memberAction, summary: 'Lift a suspension or a ban', body: moderationNoteBody } },
    async (request) => {
      await moderation.reinstate(staffOf(request), request.params.id, request.body.note);
      return ok(await reads.member(request.params.id), 'Member reinstated');
    },
  );

  app.post(
    '/users/:id/verify',
    { schema: { ...memberAction, summary: 'Give a member the verified tick' } },
    async (request) => {
      await moderation.setVerified(staffOf(request), request.params.id, true);
      return ok(await reads.member(request.params.id), 'Member verified');
    },
  );

  app.delete(
    '/users/:id/verify',
    { schema: { ...memberAction, summary: 'Take the verified tick away' } },
    async (request) => {
      await moderation.setVerified(staffOf(request), request.params.id, false);
      return ok(await reads.member(request.params.id), 'Verified tick removed');
    },
  );

  app.put(
    '/users/:id/role',
    { schema: { ...memberAction, summary: 'Change a role (admins only; never the last admin)', body: roleBody } },
    async (request) => {
      await moderation.setRole(staffOf(request), request.params.id, request.body.role);
      return ok(await reads.member(request.params.id), 'Role changed');
    },
  );

  for (const [path, targetType, label] of [
    ['/posts/:id', 'POST', 'post'],
    ['/comments/:id', 'COMMENT', 'comment'],
  ] as const) {
    app.delete(
      path,
      {
        schema: {
          tags,
          security,
          summary: `Remove a ${label} for everyone; its author is told why`,
          params: contentIdParams,
          body: removeContentBody,
          response: responses(z.null()),
        },
      },
      async (request) => {
        await moderation.removeContent(staffOf(request), targetType, request.params.id, request.body.note);
        return ok(null, `The ${label} was removed`);
      },
    );
  }

  app.get(
    '/audit-log',
    {
      schema: { tags, security, summary: 'Every moderator action, newest first', querystring: auditLogQuery, response: responses(auditLog) },
    },
    async (request) => ok(await reads.auditLog(request.query)),
  );

  app.get(
    '/stats',
    { schema: { tags, security, summary: 'Members, open and overdue cases and grievances', response: responses(adminStats) } },
    async () => ok(await reads.stats()),
  );

  app.get(
    '/grievances',
    {
      schema: {
        tags,
        security,
        summary: 'Grievances: unresolved ones overdue first; resolved ones newest first',
        querystring: adminGrievancesQuery,
        response: responses(grievanceList),
      },
    },
    async (request) => ok(await grievances.list(request.query)),
  );

  const grievanceAction = { tags, security, params: grievanceIdParams, body: grievanceNoteBody, response: responses(grievance) };
  app.post(
    '/grievances/:id/acknowledge',
    { schema: { ...grievanceAction, summary: 'Acknowledge a grievance (within 24 hours)' } },
    async (request) =>
      ok(await grievances.acknowledge(staffOf(request), request.params.id, request.body.note), 'Grievance acknowledged'),
  );

  app.post(
    '/grievances/:id/resolve',
    { schema: { ...grievanceAction, summary: 'Resolve a grievance (within 15 days), with the answer' } },
    async (request) =>
      ok(await grievances.resolve(staffOf(request), request.params.id, request.body.note), 'Grievance resolved'),
  );
};
