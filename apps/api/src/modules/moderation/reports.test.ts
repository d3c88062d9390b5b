import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema/index.ts';
import { json } from '../../test/app.ts';
import { addComment, createPost, sendPostForm } from '../posts/test-support.ts';
import { dataOf, member, type ModerationContext, moderationContext, report, send, messageFrom } from './test-support.ts';

let m: ModerationContext;
beforeAll(async () => {
  m = await moderationContext();
});
afterAll(() => m.ctx.close());

const UNKNOWN = '01900000-0000-7000-8000-000000000002';
const reportsBy = (who: { id: string }) =>
  m.ctx.database.db.select().from(reports).where(eq(reports.reporterId, who.id));

describe('POST /reports', () => {
  it('reports a member, a post, a comment and a received message, each with a snapshot of what it said', async () => {
    const asha = await member(m.ctx, 'Asha Reporter');
    const ravi = await member(m.ctx, 'Ravi Reported');
    const post = await createPost(m.ctx, ravi, { content: 'Send me 5000 rupees for the registration fee' });
    const comment = await addComment(m.ctx, ravi, post.id, 'DM me your number');
    const message = await messageFrom(m.ctx, ravi, asha, 'Pay first, then we talk');

    const created = await send(m.ctx, 'POST', '/reports', asha, {
      targetType: 'POST',
      targetId: post.id,
      reason: 'ASKING_FOR_MONEY',
      description: '  Asks everyone for money  ',
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ message: 'Report received. Thank you', data: { status: 'OPEN' } });
    await report(m.ctx, asha, 'COMMENT', comment.id, 'SPAM');
    await report(m.ctx, asha, 'MESSAGE', message.id, 'ASKING_FOR_MONEY');
    await report(m.ctx, asha, 'USER', ravi.id, 'FAKE_PROFILE');

    const stored = await reportsBy(asha);
    const byType = Object.fromEntries(stored.map((row) => [row.targetType, row]));
    expect(byType['POST']).toMatchObject({
      reportedId: ravi.id,
      targetId: post.id,
      targetContent: 'Send me 5000 rupees for the registration fee',
      description: 'Asks everyone for money',
      status: 'OPEN',
    });
    expect(byType['COMMENT']).toMatchObject({ reportedId: ravi.id, targetContent: 'DM me your number', reason: 'SPAM' });
    expect(byType['MESSAGE']).toMatchObject({ reportedId: ravi.id, targetContent: 'Pay first, then we talk' });
    expect(byType['USER']).toMatchObject({ reportedId: ravi.id, targetId: ravi.id });

    // Editing the post afterwards does not clean the evidence.
    const edited = await sendPostForm(m.ctx, ravi, 'PUT', `/api/posts/${post.id}`, { content: 'Happy Diwali!' });
    expect(edited.statusCode).toBe(200);
    const [afterEdit] = await m.ctx.database.db.select().from(reports).where(eq(reports.id, byType['POST']!.id));
    expect(afterEdit?.targetContent).toBe('Send me 5000 rupees for the registration fee');
  });

  it('keeps one open report per reporter and target: a second answers 200 with the first', async () => {
    const asha = await member(m.ctx);
    const ravi = await member(m.ctx);
    const first = await report(m.ctx, asha, 'USER', ravi.id, 'HARASSMENT');
    const again = await send(m.ctx, 'POST', '/reports', asha, { targetType: 'USER', targetId: ravi.id, reason: 'SPAM' });
    expect(again.statusCode).toBe(200);
    expect(first.alreadyReported).toBe(false);
    expect(json(again)).toMatchObject({
      message: 'You have already reported this',
      data: { id: first.id, status: 'OPEN', alreadyReported: true },
    });
    // Someone else's report on the same member is theirs.
    const meera = await member(m.ctx);
    expect((await report(m.ctx, meera, 'USER', ravi.id)).id).not.toBe(first.id);
    expect(await reportsBy(asha)).toHaveLength(1);
  });

  it('lets only the receiver report a message: 403 for its sender, 404 for anyone else', async () => {
    const asha = await member(m.ctx);
    const ravi = await member(m.ctx);
    const meera = await member(m.ctx);
    const message = await messageFrom(m.ctx, ravi, asha);
    const body = { targetType: 'MESSAGE', targetId: message.id, reason: 'HARASSMENT' };
    const bySender = await send(m.ctx, 'POST', '/reports', ravi, body);
    expect(bySender.statusCode).toBe(403);
    expect(json(bySender).message).toBe('Only the receiver of a message can report it');
    expect((await send(m.ctx, 'POST', '/reports', meera, body)).statusCode).toBe(404);
    expect([...(await reportsBy(ravi)), ...(await reportsBy(meera))]).toEqual([]);
  });

  it('refuses bad input, unknown targets and my own things with a clear 4xx, and changes nothing', async () => {
    const asha = await member(m.ctx);
    const ravi = await member(m.ctx);
    const mine = await createPost(m.ctx, asha);
    const blockedPost = await createPost(m.ctx, ravi);
    await send(m.ctx, 'POST', '/matrimonial/blocks', ravi, { blockedId: asha.id });
    const cases: [unknown, number, string][] = [
      [{ targetType: 'USER', targetId: asha.id, reason: 'HARASSMENT' }, 400, 'You cannot report yourself'],
      [{ targetType: 'POST', targetId: mine.id, reason: 'HARASSMENT' }, 400, 'You cannot report your own post'],
      [{ targetType: 'POST', targetId: UNKNOWN, reason: 'HARASSMENT' }, 404, 'Post not found'],
      [{ targetType: 'POST', targetId: blockedPost.id, reason: 'HARASSMENT' }, 404, 'Post not found'],
      [{ targetType: 'COMMENT', targetId: UNKNOWN, reason: 'HARASSMENT' }, 404, 'Comment not found'],
      [{ targetType: 'MESSAGE', targetId: UNKNOWN, reason: 'HARASSMENT' }, 404, 'Message not found'],
      [{ targetType: 'USER', targetId: UNKNOWN, reason: 'HARASSMENT' }, 404, 'Member not found'],
      [{ targetType: 'GROUP', targetId: ravi.id, reason: 'HARASSMENT' }, 400, ''],
      [{ targetType: 'USER', targetId: 'ravi', reason: 'HARASSMENT' }, 400, 'targetId: Must be a valid id'],
      [{ targetType: 'USER', targetId: ravi.id, reason: 'RUDE' }, 400, ''],
      [{ targetType: 'USER', targetId: ravi.id, reason: 'OTHER' }, 400, 'description: Tell us what happened'],
      [{ targetType: 'USER', targetId: ravi.id, reason: 'SPAM', description: 'x'.repeat(2001) }, 400, ''],
      [{ targetType: 'USER', targetId: ravi.id }, 400, ''],
    ];
    for (const [payload, status, message] of cases) {
      const response = await send(m.ctx, 'POST', '/reports', asha, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(json(response).message).toBe(message);
    }
    expect((await send(m.ctx, 'POST', '/reports', null, cases[0]![0])).statusCode).toBe(401);
    expect(await reportsBy(asha)).toEqual([]);
  });
});

describe('GET /reports/mine', () => {
  it('lists my reports newest first with the outcome once resolved, never who decided', async () => {
    const asha = await member(m.ctx);
    const ravi = await member(m.ctx);
    const older = await report(m.ctx, asha, 'USER', ravi.id, 'FAKE_PROFILE');
    const post = await createPost(m.ctx, ravi);
    const newer = await report(m.ctx, asha, 'POST', post.id, 'SPAM');
    await dataOf(send(m.ctx, 'POST', `/admin/reports/${older.id}/resolve`, m.moderator, { action: 'DISMISS' }));

    const page = await dataOf(send(m.ctx, 'GET', '/reports/mine', asha));
    expect(page.total).toBe(2);
    expect(page.rows).toMatchObject([
      { id: newer.id, targetType: 'POST', reason: 'SPAM', status: 'OPEN', outcome: null, resolvedAt: null },
      { id: older.id, targetType: 'USER', reason: 'FAKE_PROFILE', status: 'RESOLVED', outcome: 'NO_ACTION' },
    ]);
    expect(JSON.stringify(page)).not.toContain(m.moderator.id);
    expect(Object.keys(page.rows[1])).toEqual(['id', 'targetType', 'reason', 'status', 'outcome', 'createdAt', 'resolvedAt']);

    expect(await dataOf(send(m.ctx, 'GET', '/reports/mine?page=2&limit=1', asha))).toMatchObject({
      rows: [{ id: older.id }],
      total: 2,
    });
    expect(await dataOf(send(m.ctx, 'GET', '/reports/mine?page=3&limit=1', asha))).toEqual({ rows: [], total: 2 });
    expect(await dataOf(send(m.ctx, 'GET', '/reports/mine', ravi))).toEqual({ rows: [], total: 0 });
    expect((await send(m.ctx, 'GET', '/reports/mine?limit=0', asha)).statusCode).toBe(400);
    expect((await send(m.ctx, 'GET', '/reports/mine', null)).statusCode).toBe(401);
  });
});
