import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../test/app.ts';
import { countUsers, seedCommunity } from './bulk.ts';
import { DEMO_CANDIDATES } from './demo-matrimonial.ts';
import { DEMO_PASSWORD, DEMO_PHONE_DISPLAY, seedDemoCommunityIfEmpty } from './demo.ts';
import { generatedPhoneNumber } from './members.ts';

const silentLog = { info: () => {}, warn: () => {} };

describe('seeding', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('adds the demo community once, then generated members numbered after it', async () => {
    // The demo login, generated members 0 to 28, then the matrimonial step's candidates (29 onwards).
    const demo = 30 + DEMO_CANDIDATES;
    const first = await seedCommunity(ctx.database, { members: 400, activity: false, log: silentLog });
    expect(first).toMatchObject({ inserted: 400, skipped: 0, startIndex: demo, totalUsers: demo + 400 });

    const second = await seedCommunity(ctx.database, { members: 100, activity: false, log: silentLog });
    expect(second).toMatchObject({ inserted: 100, skipped: 0, startIndex: demo + 400, totalUsers: demo + 500 });
    expect(await seedDemoCommunityIfEmpty(ctx.app.db, silentLog)).toBe(false);
  }, 90_000); // Seeds 400 members and the demo community on PGlite: seconds alone, more on a busy machine.

  it('lets the demo login and any seeded member sign in with the demo password', async () => {
    for (const phoneNumber of [DEMO_PHONE_DISPLAY, generatedPhoneNumber(200)]) {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phoneNumber, password: DEMO_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `Bearer ${json(login).data.accessToken}` },
      });
      expect(json(me).data.user.onBoardingCompleted).toBe(true);
      expect(json(me).data.personalDetails.currentLocation).not.toBeNull();
    }
  });

  it('skips members whose phone is taken and starts over after a reset', async () => {
    const overlap = await seedCommunity(ctx.database, { members: 50, startIndex: 370, demo: false, activity: false, log: silentLog });
    // Index 399 is the only one free: the demo takes 0 to 398, the runs above 400 to 899.
    expect(overlap).toMatchObject({ inserted: 1, skipped: 49 });

    const reset = await seedCommunity(ctx.database, { members: 10, reset: true, demo: false, activity: false, log: silentLog });
    expect(reset).toMatchObject({ inserted: 10, startIndex: 0, totalUsers: 10 });
    expect(await countUsers(ctx.app.db)).toBe(10);
  });
});
