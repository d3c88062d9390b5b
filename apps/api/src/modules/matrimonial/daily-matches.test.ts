import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrimonialProfiles, notifications } from '../../db/schema/index.ts';
import { createTestContext, json, type TestContext } from '../../test/app.ts';
import { DailyMatches } from './daily-matches.ts';
import { api, type Candidate, candidate } from './test-support.ts';

let ctx: TestContext;
let job: DailyMatches;
beforeAll(async () => {
  ctx = await createTestContext();
  job = new DailyMatches(ctx.app);
});
afterAll(() => ctx.close());

const newMatchNotices = async (member: Candidate) =>
  (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, member.id))).filter(
    (row) => row.type === 'NEW_MATCHES',
  );
/** As if the member's last look was a day and an hour ago. */
const lookedYesterday = (member: Candidate) =>
  ctx.database.db
    .update(matrimonialProfiles)
    .set({ newMatchesCheckedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
    .where(eq(matrimonialProfiles.userId, member.id));

describe('daily "New matches for you"', () => {
  it('tells a member once a day how many new profiles meet their preferences, gotra rules applied', async () => {
    const her = await candidate(ctx, {
      fullName: 'Daily Woman',
      details: { gotra: 'Kashyap' },
      preferences: { diet: ['VEGETARIAN'] },
    });
    await candidate(ctx, { fullName: 'Daily Match', gender: 'MALE', details: { diet: 'VEGETARIAN' } });
    await candidate(ctx, { fullName: 'Daily Meat Eater', gender: 'MALE', details: { diet: 'NON_VEGETARIAN' } });
    await candidate(ctx, { fullName: 'Daily Same Gotra', gender: 'MALE', details: { gotra: 'Kashyap' } });
    await candidate(ctx, { fullName: 'Daily Woman Two', details: { diet: 'VEGETARIAN' } });

    await job.runDue();
    const [first, ...others] = await newMatchNotices(her);
    expect(others).toEqual([]);
    expect(first).toMatchObject({ type: 'NEW_MATCHES', actorId: null, entityId: her.id, data: { count: 1 } });
    const listed = json(await api(ctx).get('/notifications', her)).data.rows[0];
    expect(listed).toMatchObject({ type: 'NEW_MATCHES', actor: null, data: { count: 1 } });

    await candidate(ctx, { fullName: 'Daily Later Match', gender: 'MALE', details: { diet: 'VEGETARIAN' } });
    await job.runDue();
    expect(await newMatchNotices(her)).toHaveLength(1);

    await lookedYesterday(her);
    await job.runDue();
    const notices = await newMatchNotices(her);
    // Since the last look (a day and an hour ago): both vegetarian men.
    expect(notices.map((row) => (row.data as { count: number }).count).sort()).toEqual([1, 2]);
  });

  it('tells nobody when no new profile meets their preferences', async () => {
    const him = await candidate(ctx, { fullName: 'Picky Man', gender: 'MALE', preferences: { diet: ['VEGAN'] } });
    await job.runDue();
    expect(await newMatchNotices(him)).toEqual([]);
  });
});
