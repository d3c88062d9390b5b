import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { json, uniquePhone } from '../../test/app.ts';
import { dataOf, member, type ModerationContext, moderationContext, send } from './test-support.ts';

let m: ModerationContext;
beforeAll(async () => {
  m = await moderationContext();
});
afterAll(() => m.ctx.close());

const ID = '01900000-0000-7000-8000-000000000001';
const note = { note: 'Checked the profile' };

/** Every /admin call (docs/MODERATION.md), with a body that would pass validation. */
const adminCalls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
  ['GET', '/admin/reports'],
  ['POST', `/admin/reports/${ID}/resolve`, { action: 'DISMISS' }],
  ['GET', '/admin/users'],
  ['POST', `/admin/users/${ID}/suspend`, { days: 3, ...note }],
  ['POST', `/admin/users/${ID}/ban`, note],
  ['POST', `/admin/users/${ID}/reinstate`, note],
  ['POST', `/admin/users/${ID}/verify`],
  ['DELETE', `/admin/users/${ID}/verify`],
  ['PUT', `/admin/users/${ID}/role`, { role: 'MODERATOR' }],
  ['DELETE', `/admin/posts/${ID}`, note],
  ['DELETE', `/admin/comments/${ID}`, note],
  ['GET', '/admin/audit-log'],
  ['GET', '/admin/stats'],
  ['GET', '/admin/grievances'],
  ['POST', `/admin/grievances/${ID}/acknowledge`, note],
  ['POST', `/admin/grievances/${ID}/resolve`, note],
];

describe('who may use the console', () => {
  it('answers 401 without a token and 403 to a member, for every /admin call', async () => {
    const asha = await member(m.ctx, 'Asha Member');
    for (const [method, url, body] of adminCalls) {
      const anonymous = await send(m.ctx, method, url, null, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await send(m.ctx, method, url, asha, body);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(json(forbidden).code).toBe('FORBIDDEN');
    }
    expect(await m.ctx.database.db.select().from(auditLog).where(eq(auditLog.actorId, asha.id))).toEqual([]);
  });

  it('lets moderators and admins in; unknown ids are 404, never 500', async () => {
    for (const staff of [m.moderator, m.admin]) {
      for (const [method, url, body] of adminCalls) {
        const response = await send(m.ctx, method, url, staff, body);
        if (method === 'PUT' && staff === m.moderator) expect(response.statusCode, url).toBe(403);
        else expect([200, 404], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
      }
    }
  });

  it('shows the role in the auth state: admins by ADMIN_PHONE_NUMBERS at signup, moderators made by an admin', async () => {
    const me = async (who: { accessToken: string }) => (await dataOf(send(m.ctx, 'GET', '/user/me', who))).user.role;
    expect(await me(m.admin)).toBe('ADMIN');
    expect(await me(m.moderator)).toBe('MODERATOR');
    expect(await me(await member(m.ctx))).toBe('MEMBER');
  });
});

describe('ADMIN_PHONE_NUMBERS', () => {
  it('makes those members admins at every start, and refuses a number that is not one', async () => {
    const phone = uniquePhone();
    const early = await member(m.ctx, 'Early Member', phone);
    expect((await dataOf(send(m.ctx, 'GET', '/user/me', early))).user.role).toBe('MEMBER');
    const restarted = await buildApp({
      config: { ...m.ctx.config, moderation: { ...m.ctx.config.moderation, adminPhoneNumbers: [phone] } },
      database: m.ctx.database,
      otpSender: m.ctx.otp,
    });
    await restarted.ready();
    await restarted.close();
    const [row] = await m.ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, early.id));
    expect(row?.role).toBe('ADMIN');

    const { loadConfig } = await import('../../config/index.ts');
    expect(() => loadConfig({ NODE_ENV: 'test', ADMIN_PHONE_NUMBERS: '98765 43210, 12345' })).toThrow(
      'ADMIN_PHONE_NUMBERS: "12345" is not a valid phone number.',
    );
    expect(
      loadConfig({ NODE_ENV: 'test', ADMIN_PHONE_NUMBERS: ' +91-98765 43210 ,09876543210' }).moderation
        .adminPhoneNumbers,
    ).toEqual(['+919876543210']);
    // Taking the role back in the console is not undone by the list until the next start.
    await dataOf(send(m.ctx, 'PUT', `/admin/users/${early.id}/role`, m.admin, { role: 'MEMBER' }));
  });
});

describe('PUT /admin/users/{id}/role', () => {
  it('lets admins make moderators and admins, and writes the audit log', async () => {
    const ravi = await member(m.ctx, 'Ravi Promoted');
    const row = await dataOf(send(m.ctx, 'PUT', `/admin/users/${ravi.id}/role`, m.admin, { role: 'ADMIN' }));
    expect(row).toMatchObject({ id: ravi.id, role: 'ADMIN', status: 'ACTIVE', phoneNumber: ravi.phoneNumber });
    const { rows } = await dataOf(send(m.ctx, 'GET', '/admin/audit-log', m.admin));
    expect(rows[0]).toMatchObject({
      action: 'SET_ROLE',
      targetType: 'USER',
      targetId: ravi.id,
      note: 'MEMBER → ADMIN',
      actor: { id: m.admin.id, fullName: 'Anjali Admin' },
      member: { id: ravi.id, fullName: 'Ravi Promoted' },
    });
    await dataOf(send(m.ctx, 'PUT', `/admin/users/${ravi.id}/role`, m.admin, { role: 'MEMBER' }));
  });

  it('refuses moderators, bad roles and unknown members, and changes nothing', async () => {
    const ravi = await member(m.ctx);
    const cases: [who: typeof m.admin, body: unknown, id: string, status: number][] = [
      [m.moderator, { role: 'MODERATOR' }, ravi.id, 403],
      [m.admin, { role: 'OWNER' }, ravi.id, 400],
      [m.admin, {}, ravi.id, 400],
      [m.admin, { role: 'ADMIN' }, 'not-an-id', 400],
      [m.admin, { role: 'ADMIN' }, ID, 404],
    ];
    for (const [who, body, id, status] of cases) {
      const response = await send(m.ctx, 'PUT', `/admin/users/${id}/role`, who, body);
      expect(response.statusCode, response.body).toBe(status);
    }
    const [row] = await m.ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, ravi.id));
    expect(row?.role).toBe('MEMBER');
  });

  it('never removes the last admin (409), not even an admin demoting themselves', async () => {
    const fresh = await moderationContext();
    try {
      const demote = await send(fresh.ctx, 'PUT', `/admin/users/${fresh.admin.id}/role`, fresh.admin, {
        role: 'MEMBER',
      });
      expect(demote.statusCode).toBe(409);
      expect(json(demote).message).toBe('This is the last admin: make another admin first');
      const second = await member(fresh.ctx, 'Second Admin');
      await dataOf(send(fresh.ctx, 'PUT', `/admin/users/${second.id}/role`, fresh.admin, { role: 'ADMIN' }));
      // With two, one may step down; then the other is the last again.
      await dataOf(send(fresh.ctx, 'PUT', `/admin/users/${fresh.admin.id}/role`, fresh.admin, { role: 'MODERATOR' }));
      expect(
        (await send(fresh.ctx, 'PUT', `/admin/users/${second.id}/role`, second, { role: 'MEMBER' })).statusCode,
      ).toBe(409);
    } finally {
      await fresh.ctx.close();
    }
  });
});

describe('moderators against admins and themselves', () => {
  it('refuses a moderator acting on an admin or on themselves, for every member action', async () => {
    const actions: [method: 'POST' | 'DELETE', path: string, body?: unknown][] = [
      ['POST', 'suspend', { days: 2, ...note }],
      ['POST', 'ban', note],
      ['POST', 'reinstate', note],
      ['POST', 'verify'],
      ['DELETE', 'verify'],
    ];
    for (const target of [m.admin, m.moderator]) {
      for (const [method, path, body] of actions) {
        const response = await send(m.ctx, method, `/admin/users/${target.id}/${path}`, m.moderator, body);
        expect(response.statusCode, `${path} ${target.fullName}`).toBe(403);
      }
    }
    expect(json(await send(m.ctx, 'POST', `/admin/users/${m.admin.id}/ban`, m.moderator, note)).message).toBe(
      'Moderators cannot act on admins',
    );
    expect(json(await send(m.ctx, 'POST', `/admin/users/${m.moderator.id}/verify`, m.moderator)).message).toBe(
      'You cannot act on yourself',
    );
    expect(json(await send(m.ctx, 'POST', `/admin/users/${m.admin.id}/verify`, m.admin)).message).toBe(
      'You cannot act on yourself',
    );
    const rows = await m.ctx.database.db
      .select({ status: users.status, isVerified: users.isVerified })
      .from(users)
      .where(eq(users.id, m.admin.id));
    expect(rows).toEqual([{ status: 'ACTIVE', isVerified: false }]);
  });

  it('lets an admin act on a moderator', async () => {
    const helper = await member(m.ctx, 'Helper Moderator');
    await dataOf(send(m.ctx, 'PUT', `/admin/users/${helper.id}/role`, m.admin, { role: 'MODERATOR' }));
    expect(await dataOf(send(m.ctx, 'POST', `/admin/users/${helper.id}/verify`, m.admin))).toMatchObject({
      isVerified: true,
    });
    expect((await send(m.ctx, 'GET', '/admin/stats', helper)).statusCode).toBe(200);
    await dataOf(send(m.ctx, 'PUT', `/admin/users/${helper.id}/role`, m.admin, { role: 'MEMBER' }));
    // A role taken away applies at once.
    expect((await send(m.ctx, 'GET', '/admin/stats', helper)).statusCode).toBe(403);
  });
});
