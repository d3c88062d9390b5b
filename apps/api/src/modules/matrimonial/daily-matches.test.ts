import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrimonialProfiles, notifications } from '../../db/schema/index.ts';
import { createTestContext, json, type TestContext } from '../../test/app.ts';
import { startTestPushService, type TestPushService } from '../../test/push-service.ts';
import { DailyMatches } from './daily-matches.ts';
import { api, type Candidate, candidate } from './test-support.ts';

let ctx: TestContext;
let job: DailyMatches;
let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startTestPushService();
  ctx = await createTestContext({ PUSH_ALLOWED_HOSTS: 'localhost' }, undefined, { pushAgent: pushService.agent });
  job = new DailyMatches(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await pushService.close();
});

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

  it("is pushed in the member's language, and not to a member who switched new matches off", async () => {
    const call = api(ctx);
    const hindi = await candidate(ctx, { fullName: 'Daily Hindi Woman', preferences: { diet: ['EGGETARIAN'] } });
    const off = await candidate(ctx, {
      fullName: 'Daily Quiet Man',
      gender: 'MALE',
      preferences: { diet: ['EGGETARIAN'] },
    });
    expect((await call.put('/user/preferences', { language: 'hi' }, hindi)).statusCode).toBe(200);
    const settings = json(await call.get('/notifications/preferences', off)).data;
    const switchedOff = await call.put(
      '/notifications/preferences',
      { ...settings, types: { ...settings.types, NEW_MATCHES: { push: false } } },
      off,
    );
    expect(switchedOff.statusCode, switchedOff.body).toBe(200);
    for (const [member, browser] of [
      [hindi, 'daily-hindi'],
      [off, 'daily-off'],
    ] as const) {
      const subscribed = await call.post('/push/subscriptions', pushService.newBrowser(browser).subscription, member);
      expect(subscribed.statusCode, subscribed.body).toBe(201);
    }
    await candidate(ctx, { fullName: 'Daily Egg Man', gender: 'MALE', details: { diet: 'EGGETARIAN' } });
    await candidate(ctx, { fullName: 'Daily Egg Woman', details: { diet: 'EGGETARIAN' } });

    await job.runDue();
    await ctx.app.push.idle();
    const pushed = pushService.received.filter((push) => push.browser === 'daily-hindi');
    expect(pushed.map((push) => push.payload)).toEqual([
      expect.objectContaining({
        type: 'NEW_MATCHES',
        title: 'आपके लिए नए रिश्ते: 1 प्रोफ़ाइल आपकी पसंद से मेल खाती है',
        url: '/matrimonial',
      }),
    ]);
    // Switched off: not pushed, yet in the list of notifications as always.
    expect(pushService.received.filter((push) => push.browser === 'daily-off')).toEqual([]);
    expect(await newMatchNotices(off)).toHaveLength(1);
  });
});
