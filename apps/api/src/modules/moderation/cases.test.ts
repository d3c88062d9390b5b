import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, comments, messages, posts, reports, users } from '../../db/schema/index.ts';
import { json, signUp } from '../../test/app.ts';
import { addComment, createPost, sendPostForm } from '../posts/test-support.ts';
import {
  dataOf,
  login,
  member,
  type ModerationContext,
  moderationContext,
  report,
  send,
  messageFrom,
} from './test-support.ts';

let m: ModerationContext;
beforeAll(async () => {
  m = await moderationContext();
});
afterAll(() => m.ctx.close());

const UNKNOWN = '01900000-0000-7000-8000-000000000003';

const notificationsOf = async (who: { accessToken: string }) =>
  (await dataOf(send(m.ctx, 'GET', '/notifications', who))).rows as {
    type: string;
    actor: unknown;
    data: Record<string, unknown>;
    entityId: string;
  }[];
const resolve = (reportId: string, body: unknown, who: { accessToken: string } = m.moderator) =>
  send(m.ctx, 'POST', `/admin/reports/${reportId}/resolve`, who, body);
const openCases = async () =>
  (await dataOf(send(m.ctx, 'GET', '/admin/reports?limit=50', m.moderator))).rows as {
    id: string;
    targetId: string;
    reason: string;
  }[];

describe('GET /admin/reports', () => {
  it('shows one case per target with the frozen content, the reporter, the count, the history and the deadline', async () => {
    const ravi = await member(m.ctx, 'Ravi Scammer');
    const asha = await member(m.ctx, 'Asha First');
    const meera = await member(m.ctx, 'Meera Second');
    const post = await createPost(m.ctx, ravi, { content: 'Registration fee: 5000 rupees, pay today' });
    const first = await report(m.ctx, asha, 'POST', post.id, 'ASKING_FOR_MONEY', 'He asked me too');
    await report(m.ctx, meera, 'POST', post.id, 'SPAM');
    await sendPostForm(m.ctx, ravi, 'PUT', `/api/posts/${post.id}`, { content: 'Nothing to see here' });

    const cases = await dataOf(send(m.ctx, 'GET', '/admin/reports?targetType=POST&limit=50', m.moderator));
    const found = cases.rows.find((row: { targetId: string }) => row.targetId === post.id);
    expect(cases.rows.filter((row: { targetId: string }) => row.targetId === post.id)).toHaveLength(1);
    expect(found).toMatchObject({
      id: first.id,
      targetType: 'POST',
      target: {
        author: {
          id: ravi.id,
          fullName: 'Ravi Scammer',
          phoneNumber: ravi.phoneNumber,
          isVerified: false,
          status: 'ACTIVE',
        },
        content: 'Registration fee: 5000 rupees, pay today',
        image: null,
      },
      reason: 'ASKING_FOR_MONEY',
      description: 'He asked me too',
      reporter: { id: asha.id, fullName: 'Asha First' },
      reportsOnTarget: 2,
      history: { warnings: 0, removals: 0, suspensions: 0, bans: 0 },
      status: 'OPEN',
      action: null,
      resolvedBy: null,
    });
    expect(new Date(found.dueAt).getTime() - new Date(found.createdAt).getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('puts nudity and impersonation (INAPPROPRIATE_PHOTO, FAKE_PROFILE) first, then the oldest', async () => {
    const reporter = await member(m.ctx);
    const [a, b, c] = [await member(m.ctx), await member(m.ctx), await member(m.ctx)];
    const harassment = await report(m.ctx, reporter, 'USER', a.id, 'HARASSMENT');
    const photo = await report(m.ctx, reporter, 'USER', b.id, 'INAPPROPRIATE_PHOTO');
    const fake = await report(m.ctx, reporter, 'USER', c.id, 'FAKE_PROFILE');
    const ids = (await openCases()).map((row) => row.id);
    expect(ids.indexOf(photo.id)).toBeLessThan(ids.indexOf(fake.id));
    expect(ids.indexOf(fake.id)).toBeLessThan(ids.indexOf(harassment.id));
    const urgent = (await openCases()).filter((row) => ['INAPPROPRIATE_PHOTO', 'FAKE_PROFILE'].includes(row.reason));
    expect(ids.slice(0, urgent.length).sort()).toEqual(urgent.map((row) => row.id).sort());
  });

  it('refuses bad filters and pages', async () => {
    const megabyte = 'POST'.repeat(256 * 1024);
    for (const query of [
      'status=CLOSED',
      'targetType=GROUP',
      'limit=0',
      'limit=51',
      'limit=2.5',
      'page=0',
      'page=abc',
      'status=OPEN%00',
      'targetType=POST%00',
      `targetType=${megabyte}`,
      'status=OPEN&status=RESOLVED',
    ]) {
      const answer = await send(m.ctx, 'GET', `/admin/reports?${query}`, m.moderator);
      expect(answer.statusCode, query.slice(0, 40)).toBe(400);
      expect(json(answer).success, query.slice(0, 40)).toBe(false);
    }
  });

  it('answers a page past the last with no cases, in both lists', async () => {
    for (const status of ['OPEN', 'RESOLVED']) {
      const page = await dataOf(send(m.ctx, 'GET', `/admin/reports?status=${status}&page=100000&limit=50`, m.moderator));
      expect(page.rows, status).toEqual([]);
    }
  });
});

describe('POST /admin/reports/{id}/resolve', () => {
  it('removes a post with a note: every open report on it is resolved, reporters hear the outcome, the author the notice', async () => {
    const ravi = await member(m.ctx, 'Ravi Author');
    const asha = await member(m.ctx);
    const meera = await member(m.ctx);
    const post = await createPost(m.ctx, ravi, { content: 'Buy my course, 50% off' });
    const first = await report(m.ctx, asha, 'POST', post.id, 'SPAM');
    const second = await report(m.ctx, meera, 'POST', post.id, 'OTHER', 'Advertising');

    const resolved = await dataOf(
      resolve(first.id, { action: 'REMOVE_CONTENT', note: '  No advertising in the feed  ' }),
    );
    expect(resolved).toMatchObject({
      id: first.id,
      status: 'RESOLVED',
      action: 'REMOVE_CONTENT',
      note: 'No advertising in the feed',
      reportsOnTarget: 2,
      resolvedBy: { id: m.moderator.id },
      target: { content: 'Buy my course, 50% off' },
    });
    const [kept] = await m.ctx.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(kept).toMatchObject({ removalNote: 'No advertising in the feed', content: 'Buy my course, 50% off' });
    expect((await send(m.ctx, 'GET', `/posts/${post.id}`, asha)).statusCode).toBe(404);
    expect(await dataOf(send(m.ctx, 'GET', `/posts/${post.id}`, ravi))).toMatchObject({
      removedByModerators: { note: 'No advertising in the feed' },
    });
    const [secondRow] = await m.ctx.database.db.select().from(reports).where(eq(reports.id, second.id));
    expect(secondRow).toMatchObject({ status: 'RESOLVED', action: 'REMOVE_CONTENT', resolvedBy: m.moderator.id });
    // The decided case: one row for both reports, the older its face, the newest decision first.
    const decided = await dataOf(send(m.ctx, 'GET', '/admin/reports?status=RESOLVED&limit=50', m.moderator));
    expect(decided.rows.filter((row: { targetId: string }) => row.targetId === post.id)).toEqual([
      expect.objectContaining({ id: first.id, reportsOnTarget: 2, status: 'RESOLVED', action: 'REMOVE_CONTENT' }),
    ]);
    expect(decided.rows[0].targetId).toBe(post.id);

    for (const [reporter, reportId] of [
      [asha, first.id],
      [meera, second.id],
    ] as const) {
      const [told] = await notificationsOf(reporter);
      expect(told).toMatchObject({
        type: 'REPORT_RESOLVED',
        actor: null,
        entityId: reportId,
        data: { outcome: 'ACTION_TAKEN', targetType: 'POST' },
      });
      expect(JSON.stringify(told)).not.toContain(m.moderator.id);
    }
    const [notice] = await notificationsOf(ravi);
    expect(notice).toMatchObject({
      type: 'MODERATION_NOTICE',
      actor: null,
      entityId: post.id,
      data: {
        action: 'REMOVE_CONTENT',
        targetType: 'POST',
        note: 'No advertising in the feed',
        preview: 'Buy my course, 50% off',
      },
    });
    const { rows } = await dataOf(send(m.ctx, 'GET', '/admin/audit-log', m.admin));
    expect(rows[0]).toMatchObject({
      actor: { id: m.moderator.id },
      action: 'REMOVE_POST',
      targetType: 'POST',
      targetId: post.id,
      member: { id: ravi.id },
      note: 'No advertising in the feed',
    });
    expect(await openCases()).not.toContainEqual(expect.objectContaining({ targetId: post.id }));
    // The case cannot be decided twice.
    const again = await resolve(second.id, { action: 'DISMISS' });
    expect(again.statusCode).toBe(409);
  });

  it('removes a comment and a message, and dismisses without telling the reported member', async () => {
    const ravi = await member(m.ctx);
    const asha = await member(m.ctx);
    const post = await createPost(m.ctx, asha);
    const comment = await addComment(m.ctx, ravi, post.id, 'Rude words');
    const message = await messageFrom(m.ctx, ravi, asha, 'Rude message');
    await dataOf(
      resolve((await report(m.ctx, asha, 'COMMENT', comment.id)).id, { action: 'REMOVE_CONTENT', note: 'Be kind' }),
    );
    await dataOf(
      resolve((await report(m.ctx, asha, 'MESSAGE', message.id)).id, { action: 'REMOVE_CONTENT', note: 'Be kind' }),
    );
    const [kept] = await m.ctx.database.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(kept).toMatchObject({ removalNote: 'Be kind' });
    expect(await m.ctx.database.db.select().from(messages).where(eq(messages.id, message.id))).toEqual([]);
    expect((await dataOf(send(m.ctx, 'GET', `/posts/${post.id}`, asha))).commentsCount).toBe(0);

    const before = (await notificationsOf(ravi)).length;
    const dismissed = await dataOf(resolve((await report(m.ctx, asha, 'USER', ravi.id)).id, { action: 'DISMISS' }));
    expect(dismissed).toMatchObject({ action: 'DISMISS', note: null });
    expect(await notificationsOf(ravi)).toHaveLength(before);
    expect((await notificationsOf(asha))[0]).toMatchObject({ type: 'REPORT_RESOLVED', data: { outcome: 'NO_ACTION' } });
  });

  it('warns, suspends for N days and bans: sessions end, login answers 403, the history grows', async () => {
    const ravi = await member(m.ctx, 'Ravi Repeat');
    const asha = await member(m.ctx);
    await dataOf(resolve((await report(m.ctx, asha, 'USER', ravi.id)).id, { action: 'WARN', note: 'First warning' }));
    expect((await notificationsOf(ravi))[0]).toMatchObject({
      type: 'MODERATION_NOTICE',
      data: { action: 'WARN', note: 'First warning' },
    });
    expect((await send(m.ctx, 'GET', '/user/me', ravi)).statusCode).toBe(200);

    const suspended = await dataOf(
      resolve((await report(m.ctx, asha, 'USER', ravi.id)).id, { action: 'SUSPEND', days: 7, note: 'Again' }),
    );
    expect(suspended.history).toEqual({ warnings: 1, removals: 0, suspensions: 1, bans: 0 });
    expect(suspended.target.author.status).toBe('SUSPENDED');
    expect((await send(m.ctx, 'GET', '/user/me', ravi)).statusCode).toBe(401);
    expect((await send(m.ctx, 'POST', '/auth/refresh-token', null, { token: ravi.refreshToken })).statusCode).toBe(401);
    const refused = await login(m.ctx, ravi);
    expect(refused.statusCode).toBe(403);
    const body = json(refused);
    expect(body.code).toBe('ACCOUNT_SUSPENDED');
    const until = new Date(body.data.until).getTime();
    expect(Math.abs(until - Date.now() - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
    expect(body.message).toMatch(/^Your account is suspended until /);

    const cases = await openCases();
    expect(cases.some((row) => row.targetId === ravi.id)).toBe(false);
    const banned = await dataOf(
      resolve((await report(m.ctx, asha, 'USER', ravi.id)).id, { action: 'BAN', note: 'Banned' }),
    );
    expect(banned.history).toEqual({ warnings: 1, removals: 0, suspensions: 1, bans: 1 });
    const bannedLogin = await login(m.ctx, ravi);
    expect(bannedLogin.statusCode).toBe(403);
    expect(json(bannedLogin)).toMatchObject({ code: 'ACCOUNT_BANNED', message: 'Your account has been banned' });
    // A wrong password says nothing about the account.
    expect(
      (
        await m.ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phoneNumber: ravi.phoneNumber, password: 'wrong-password-1' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses bad input (nothing changes), unknown reports, and acting on oneself or, for moderators, on admins', async () => {
    const ravi = await member(m.ctx);
    const asha = await member(m.ctx);
    const open = await report(m.ctx, asha, 'USER', ravi.id);
    const cases: [unknown, string][] = [
      [{ action: 'WARN' }, 'note: Write a note: the member is told why'],
      [{ action: 'WARN', note: '   ' }, 'note: Write a note'],
      [{ action: 'SUSPEND', note: 'x' }, 'days: Say for how many days'],
      [{ action: 'SUSPEND', note: 'x', days: 0 }, 'days: Suspend for at least 1 day'],
      [{ action: 'SUSPEND', note: 'x', days: 366 }, 'days: Suspend for at most 365 days'],
      [{ action: 'SUSPEND', note: 'x', days: 2.5 }, 'days: days must be a whole number'],
      [{ action: 'BAN', note: 'x'.repeat(501) }, 'note: A note is at most 500 characters'],
      [{ action: 'DELETE', note: 'x' }, ''],
      [{}, ''],
    ];
    for (const [body, message] of cases) {
      const response = await resolve(open.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(json(response).message).toBe(message);
    }
    expect((await resolve(UNKNOWN, { action: 'DISMISS' })).statusCode).toBe(404);
    expect((await resolve('nope', { action: 'DISMISS' })).statusCode).toBe(400);
    const [row] = await m.ctx.database.db.select().from(reports).where(eq(reports.id, open.id));
    expect(row).toMatchObject({ status: 'OPEN', action: null });

    const aboutModerator = await report(m.ctx, asha, 'USER', m.moderator.id);
    expect(json(await resolve(aboutModerator.id, { action: 'DISMISS' })).message).toBe('You cannot act on yourself');
    const aboutAdmin = await report(m.ctx, asha, 'USER', m.admin.id);
    expect((await resolve(aboutAdmin.id, { action: 'WARN', note: 'x' })).statusCode).toBe(403);
    expect(await dataOf(resolve(aboutModerator.id, { action: 'WARN', note: 'Careful' }, m.admin))).toMatchObject({
      action: 'WARN',
    });
  });
});

describe('members: suspend, ban, reinstate, verify', () => {
  it('suspends and reinstates; the member can log in again and is told nothing on reinstatement', async () => {
    const ravi = await member(m.ctx, 'Ravi Suspended');
    const row = await dataOf(
      send(m.ctx, 'POST', `/admin/users/${ravi.id}/suspend`, m.moderator, { days: 3, note: 'Cool off' }),
    );
    expect(row).toMatchObject({ id: ravi.id, status: 'SUSPENDED', role: 'MEMBER' });
    expect((await login(m.ctx, ravi)).statusCode).toBe(403);
    expect((await notificationsOf(await signInAgainAfterReinstating(ravi.id)))[0]).toMatchObject({
      type: 'MODERATION_NOTICE',
      data: { action: 'SUSPEND', note: 'Cool off' },
    });
    const reinstateAgain = await send(m.ctx, 'POST', `/admin/users/${ravi.id}/reinstate`, m.moderator, { note: 'x' });
    expect(reinstateAgain.statusCode).toBe(409);
  });

  it('bans a number for good: it cannot sign up again even once the account is gone', async () => {
    const phone = (await member(m.ctx)).phoneNumber;
    const [victim] = await m.ctx.database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    await dataOf(send(m.ctx, 'POST', `/admin/users/${victim!.id}/ban`, m.moderator, { note: 'Fraud' }));
    expect(
      (await send(m.ctx, 'POST', `/admin/users/${victim!.id}/ban`, m.moderator, { note: 'Fraud' })).statusCode,
    ).toBe(409);
    expect(
      (await send(m.ctx, 'POST', `/admin/users/${victim!.id}/suspend`, m.moderator, { days: 1, note: 'x' })).statusCode,
    ).toBe(409);
    // Erasure deletes the row; the salted hash of the number stays.
    await m.ctx.database.db.delete(users).where(eq(users.id, victim!.id));
    await expect(signUp(m.ctx, phone)).rejects.toThrow(/ACCOUNT_BANNED/);
    expect(JSON.stringify(await m.ctx.database.db.execute('select * from banned_phones'))).not.toContain(
      phone.slice(3),
    );
  });

  it('verifies and unverifies: the tick shows on the member card', async () => {
    const ravi = await member(m.ctx, 'Ravi Verified');
    expect(await dataOf(send(m.ctx, 'POST', `/admin/users/${ravi.id}/verify`, m.moderator))).toMatchObject({
      isVerified: true,
    });
    const asha = await member(m.ctx);
    const post = await createPost(m.ctx, ravi);
    expect((await dataOf(send(m.ctx, 'GET', `/posts/${post.id}`, asha))).author).toEqual({
      id: ravi.id,
      fullName: 'Ravi Verified',
      image: null,
      isVerified: true,
    });
    expect((await dataOf(send(m.ctx, 'GET', `/user/profile/${ravi.id}`, asha))).isVerified).toBe(true);
    expect(await dataOf(send(m.ctx, 'DELETE', `/admin/users/${ravi.id}/verify`, m.moderator))).toMatchObject({
      isVerified: false,
    });
  });

  it('refuses bad input on member actions and changes nothing', async () => {
    const ravi = await member(m.ctx);
    const cases: [string, unknown][] = [
      ['suspend', { days: 3 }],
      ['suspend', { note: 'x' }],
      ['suspend', { days: '3', note: 'x' }],
      ['suspend', { days: 400, note: 'x' }],
      ['ban', {}],
      ['ban', { note: '' }],
      ['reinstate', { note: 'x'.repeat(501) }],
    ];
    for (const [path, body] of cases) {
      expect((await send(m.ctx, 'POST', `/admin/users/${ravi.id}/${path}`, m.moderator, body)).statusCode, path).toBe(
        400,
      );
    }
    expect((await send(m.ctx, 'POST', `/admin/users/${UNKNOWN}/ban`, m.moderator, { note: 'x' })).statusCode).toBe(404);
    expect((await send(m.ctx, 'POST', `/admin/users/nope/ban`, m.moderator, { note: 'x' })).statusCode).toBe(400);
    const [row] = await m.ctx.database.db.select({ status: users.status }).from(users).where(eq(users.id, ravi.id));
    expect(row?.status).toBe('ACTIVE');
  });
});

/** Reinstates the member and logs them in: their notifications waited for them. */
async function signInAgainAfterReinstating(memberId: string) {
  await dataOf(send(m.ctx, 'POST', `/admin/users/${memberId}/reinstate`, m.moderator, { note: 'Welcome back' }));
  const [row] = await m.ctx.database.db
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, memberId));
  const response = await m.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phoneNumber: row!.phoneNumber, password: 'Mango-Lassi-Patna-42' },
  });
  expect(response.statusCode).toBe(200);
  return json(response).data as { accessToken: string };
}

describe('DELETE /admin/posts/{id} and /admin/comments/{id}', () => {
  it('removes for everyone, tells the author why and resolves open reports on it', async () => {
    const ravi = await member(m.ctx);
    const asha = await member(m.ctx);
    const post = await createPost(m.ctx, ravi, { content: 'Off-topic post' });
    const comment = await addComment(m.ctx, ravi, post.id, 'Off-topic comment');
    const reported = await report(m.ctx, asha, 'COMMENT', comment.id);
    expect(
      json(await send(m.ctx, 'DELETE', `/admin/comments/${comment.id}`, m.moderator, { note: 'Stay on topic' })),
    ).toMatchObject({
      data: null,
      message: 'The comment was removed',
    });
    const [row] = await m.ctx.database.db.select().from(reports).where(eq(reports.id, reported.id));
    expect(row).toMatchObject({ status: 'RESOLVED', action: 'REMOVE_CONTENT' });
    await dataOf(send(m.ctx, 'DELETE', `/admin/posts/${post.id}`, m.moderator, { note: 'Stay on topic' }));
    expect((await notificationsOf(ravi)).map((n) => n.data['action'])).toEqual(['REMOVE_CONTENT', 'REMOVE_CONTENT']);
    expect((await send(m.ctx, 'DELETE', `/admin/posts/${post.id}`, m.moderator, { note: 'x' })).statusCode).toBe(409);
    expect((await send(m.ctx, 'DELETE', `/admin/comments/${comment.id}`, m.moderator, { note: 'x' })).statusCode).toBe(
      409,
    );
    expect((await send(m.ctx, 'DELETE', `/admin/posts/${UNKNOWN}`, m.moderator, { note: 'x' })).statusCode).toBe(404);
    const mine = await createPost(m.ctx, m.moderator);
    expect((await send(m.ctx, 'DELETE', `/admin/posts/${mine.id}`, m.moderator, { note: 'x' })).statusCode).toBe(403);
    const adminPost = await createPost(m.ctx, m.admin);
    expect((await send(m.ctx, 'DELETE', `/admin/posts/${adminPost.id}`, m.moderator, { note: 'x' })).statusCode).toBe(
      403,
    );
    expect((await send(m.ctx, 'DELETE', `/admin/posts/${adminPost.id}`, m.moderator, {})).statusCode).toBe(400);
    expect((await send(m.ctx, 'GET', `/posts/${adminPost.id}`, asha)).statusCode).toBe(200);
  });
});

describe('GET /admin/users, /admin/audit-log and /admin/stats', () => {
  it('finds members by name or phone and filters by role and status', async () => {
    const ravi = await member(m.ctx, 'Ravindra Findme');
    const byName = await dataOf(send(m.ctx, 'GET', '/admin/users?keyword=findme', m.moderator));
    expect(byName.rows).toMatchObject([
      { id: ravi.id, fullName: 'Ravindra Findme', phoneNumber: ravi.phoneNumber, reportsCount: 0 },
    ]);
    expect(byName.total).toBe(1);
    const everyone = await dataOf(send(m.ctx, 'GET', '/admin/users?limit=2', m.moderator));
    const [counted] = await m.ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
    expect(everyone.total).toBe(counted!.count);
    expect(everyone.rows).toHaveLength(2);
    expect(everyone.rows[0].id).toBe(ravi.id);
    const byPhone = await dataOf(send(m.ctx, 'GET', `/admin/users?keyword=${ravi.phoneNumber.slice(-7)}`, m.moderator));
    expect(byPhone.rows.map((row: { id: string }) => row.id)).toEqual([ravi.id]);
    const staff = await dataOf(send(m.ctx, 'GET', '/admin/users?role=MODERATOR', m.moderator));
    expect(staff.rows.map((row: { id: string }) => row.id)).toContain(m.moderator.id);
    await dataOf(send(m.ctx, 'POST', `/admin/users/${ravi.id}/suspend`, m.moderator, { days: 1, note: 'x' }));
    const suspended = await dataOf(send(m.ctx, 'GET', '/admin/users?status=SUSPENDED&keyword=findme', m.moderator));
    expect(suspended.rows).toMatchObject([{ id: ravi.id, status: 'SUSPENDED' }]);
    expect(suspended.rows[0].suspendedUntil).not.toBeNull();
    for (const query of ['role=OWNER', 'status=GONE', 'limit=0', `keyword=${'x'.repeat(51)}`]) {
      expect((await send(m.ctx, 'GET', `/admin/users?${query}`, m.moderator)).statusCode, query).toBe(400);
    }
  });

  it('keeps the audit log newest first; nobody can change it', async () => {
    const log = await dataOf(send(m.ctx, 'GET', '/admin/audit-log?limit=5', m.admin));
    expect(log.rows).toHaveLength(5);
    const times = log.rows.map((row: { createdAt: string }) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    await expect(m.ctx.database.db.execute("update audit_log set note = 'rewritten'")).rejects.toThrow();
    await expect(m.ctx.database.db.execute('delete from audit_log')).rejects.toThrow();
    expect((await dataOf(send(m.ctx, 'GET', '/admin/audit-log?limit=5', m.admin))).total).toBe(log.total);
  });

  it('counts members, open and overdue cases and grievances', async () => {
    const stats = await dataOf(send(m.ctx, 'GET', '/admin/stats', m.moderator));
    expect(stats).toMatchObject({ openGrievances: 0, overdueGrievances: 0, overdueReports: 0 });
    expect(stats.members).toBeGreaterThan(10);
    expect(stats.newMembers7d).toBe(stats.members);
    expect(stats.activeMembers7d).toBeGreaterThan(0);
    expect(stats.openReports).toBe((await dataOf(send(m.ctx, 'GET', '/admin/reports', m.moderator))).total);
    expect(Array.isArray(stats.chatBursts)).toBe(true);
  });

  it('names the members who started many conversations in the last day, most first', async () => {
    const threshold = Math.max(2, Math.ceil(m.ctx.app.config.moderation.newConversationsPerDay / 2));
    const eager = await member(m.ctx, 'Eager Starter');
    const keen = await member(m.ctx, 'Keen Starter');
    const lastWeek = await member(m.ctx, 'Lastweek Starter');
    const others = await Promise.all(Array.from({ length: threshold + 1 }, () => member(m.ctx)));
    const start = async (starter: { id: string }, count: number, hoursAgo: number) => {
      await m.ctx.database.db.insert(chats).values(
        others.slice(0, count).map((other) => {
          const [memberA, memberB] = [starter.id, other.id].sort() as [string, string];
          return { memberA, memberB, startedBy: starter.id, createdAt: new Date(Date.now() - hoursAgo * 3_600_000) };
        }),
      );
    };
    await start(eager, threshold + 1, 2);
    await start(keen, threshold, 20);
    await start(lastWeek, threshold + 1, 7 * 24);
    const { chatBursts } = await dataOf(send(m.ctx, 'GET', '/admin/stats', m.moderator));
    const ours = (chatBursts as { member: { id: string }; newConversations: number }[]).filter((burst) =>
      [eager.id, keen.id, lastWeek.id].includes(burst.member.id),
    );
    expect(ours).toEqual([
      {
        member: { id: eager.id, fullName: 'Eager Starter', image: null, isVerified: false },
        newConversations: threshold + 1,
      },
      {
        member: { id: keen.id, fullName: 'Keen Starter', image: null, isVerified: false },
        newConversations: threshold,
      },
    ]);
  });
});
