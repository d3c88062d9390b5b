/**
 * The queue's cases are a table kept by triggers on `reports` (migration 0023): these tests change reports every way
 * the app does (made side by side, decided, a reporter's account erased, backdated) and read the queue after each.
 */
import { REPORT_REASONS, URGENT_REPORT_REASONS } from '@samaj/shared/moderation';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCases, reports } from '../../db/schema/index.ts';
import type { TestMember } from '../../test/app.ts';
import { deleteAccount } from '../account/test-support.ts';
import { createPost } from '../posts/test-support.ts';
import { dataOf, member, type ModerationContext, moderationContext, report, send } from './test-support.ts';

let m: ModerationContext;
beforeAll(async () => {
  // An erased account goes at once (no grace days), so a test can see its reports leave the queue.
  m = await moderationContext({ ACCOUNT_DELETION_GRACE_DAYS: '0' });
});
afterAll(() => m.ctx.close());

interface Case {
  id: string;
  targetType: string;
  targetId: string;
  reportsOnTarget: number;
  status: string;
  dueAt: string;
}

const casesOn = async (targetId: string, status: 'OPEN' | 'RESOLVED' = 'OPEN') =>
  (
    await dataOf<{ rows: Case[] }>(send(m.ctx, 'GET', `/admin/reports?status=${status}&limit=50`, m.moderator))
  ).rows.filter((row) => row.targetId === targetId);

const erase = (who: TestMember) => deleteAccount(m.ctx, who);

describe('the queue follows its reports', () => {
  it('counts every report made at the same moment on one target, in one case', async () => {
    const author = await member(m.ctx, 'Ravi Author');
    const post = await createPost(m.ctx, author, { content: 'Send 500 rupees to join the group' });
    const reporters = await Promise.all(Array.from({ length: 6 }, () => member(m.ctx)));
    const made = await Promise.all(reporters.map((who) => report(m.ctx, who, 'POST', post.id, 'ASKING_FOR_MONEY')));

    const [found, ...others] = await casesOn(post.id);
    expect(others).toEqual([]);
    expect(found!.reportsOnTarget).toBe(6);
    const [oldest] = await m.ctx.database.db
      .select({ id: reports.id })
      .from(reports)
      .where(
        inArray(
          reports.id,
          made.map((one) => one.id),
        ),
      )
      .orderBy(reports.createdAt, reports.id)
      .limit(1);
    expect(found!.id).toBe(oldest!.id);
  });

  it('leaves a decided case in the resolved list; a new report on the target opens a new case', async () => {
    const author = await member(m.ctx);
    const [asha, meera, kiran] = [await member(m.ctx), await member(m.ctx), await member(m.ctx)];
    const first = await report(m.ctx, asha, 'USER', author.id, 'HARASSMENT');
    await report(m.ctx, meera, 'USER', author.id, 'SPAM');
    await dataOf(
      send(m.ctx, 'POST', `/admin/reports/${first.id}/resolve`, m.moderator, { action: 'WARN', note: 'Be kind' }),
    );
    expect(await casesOn(author.id)).toEqual([]);

    const again = await report(m.ctx, kiran, 'USER', author.id, 'HARASSMENT');
    expect(await casesOn(author.id)).toEqual([expect.objectContaining({ id: again.id, reportsOnTarget: 1 })]);
    expect(await casesOn(author.id, 'RESOLVED')).toEqual([
      expect.objectContaining({ id: first.id, reportsOnTarget: 2, status: 'RESOLVED' }),
    ]);
    const stats = await dataOf<{ openReports: number }>(send(m.ctx, 'GET', '/admin/stats', m.moderator));
    expect(stats.openReports).toBe((await dataOf(send(m.ctx, 'GET', '/admin/reports', m.moderator))).total);
  });

  it("drops an erased reporter's report from its case: the next oldest becomes the face, the last one ends it", async () => {
    const author = await member(m.ctx);
    const post = await createPost(m.ctx, author, { content: 'A rude post' });
    const [asha, meera] = [await member(m.ctx), await member(m.ctx)];
    await report(m.ctx, asha, 'POST', post.id, 'HARASSMENT');
    const second = await report(m.ctx, meera, 'POST', post.id, 'SPAM');

    expect((await erase(asha)).statusCode).toBe(200);
    expect(await casesOn(post.id)).toEqual([expect.objectContaining({ id: second.id, reportsOnTarget: 1 })]);
    expect((await erase(meera)).statusCode).toBe(200);
    expect(await casesOn(post.id)).toEqual([]);
  });

  it('is due 24 hours after its oldest report, and counts as overdue after that', async () => {
    const author = await member(m.ctx);
    const made = await report(m.ctx, await member(m.ctx), 'USER', author.id, 'SPAM');
    const before = await dataOf<{ overdueReports: number }>(send(m.ctx, 'GET', '/admin/stats', m.moderator));
    const madeAt = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await m.ctx.database.db.update(reports).set({ createdAt: madeAt }).where(eq(reports.id, made.id));

    const [found] = await casesOn(author.id);
    expect(found!.dueAt).toBe(new Date(madeAt.getTime() + 24 * 60 * 60 * 1000).toISOString());
    const after = await dataOf<{ overdueReports: number }>(send(m.ctx, 'GET', '/admin/stats', m.moderator));
    expect(after.overdueReports).toBe(before.overdueReports + 1);
  });

  it('pages the queue of one kind of target: later pages continue the first, and every page carries the total', async () => {
    const reporter = await member(m.ctx);
    for (let made = 0; made < 3; made += 1) await report(m.ctx, reporter, 'USER', (await member(m.ctx)).id, 'SPAM');
    const pageOf = (page: number, limit: number) =>
      dataOf<{ rows: Case[]; total: number }>(
        send(m.ctx, 'GET', `/admin/reports?targetType=USER&page=${page}&limit=${limit}`, m.moderator),
      );
    const whole = await pageOf(1, 50);
    expect(whole.total).toBe(whole.rows.length);
    expect(whole.total).toBeGreaterThanOrEqual(3);
    const pages = [await pageOf(1, 2), await pageOf(2, 2), await pageOf(3, 2)];
    expect(pages.flatMap((page) => page.rows.map((row) => row.id)).slice(0, 6)).toEqual(
      whole.rows.slice(0, 6).map((row) => row.id),
    );
    for (const page of pages) expect(page.total).toBe(whole.total);
    expect(whole.rows.every((row) => row.targetType === 'USER')).toBe(true);
  });

  it('marks a case urgent exactly when one of its reasons is in URGENT_REPORT_REASONS', async () => {
    const reporter = await member(m.ctx);
    const targets = await Promise.all(REPORT_REASONS.map(() => member(m.ctx)));
    for (const [index, reason] of REPORT_REASONS.entries())
      await report(m.ctx, reporter, 'USER', targets[index]!.id, reason, 'What happened');

    const rows = await m.ctx.database.db
      .select({ targetId: reportCases.targetId, urgent: reportCases.urgent })
      .from(reportCases)
      .where(
        inArray(
          reportCases.targetId,
          targets.map((target) => target.id),
        ),
      );
    const urgentOf = new Map(rows.map((row) => [row.targetId, row.urgent]));
    expect(REPORT_REASONS.map((reason, index) => [reason, urgentOf.get(targets[index]!.id)])).toEqual(
      REPORT_REASONS.map((reason) => [reason, (URGENT_REPORT_REASONS as readonly string[]).includes(reason)]),
    );
  });
});
