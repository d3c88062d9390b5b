import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { seedCommunity } from '../../seed/bulk.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { seedMarriageProfiles } from '../../seed/matrimonial.ts';
import { createTestContext, json, type TestContext } from '../../test/app.ts';
import { api } from './test-support.ts';

const silentLog = { info: () => {}, warn: () => {} };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedCommunity(ctx.database, { members: 160, demo: false, activity: false, log: silentLog });
  await seedMarriageProfiles(ctx.database.db, { share: 1 });
});
afterAll(() => ctx.close());

interface Card {
  id: string;
  matchScore: number;
  match: { met: string[]; unmet: string[]; theirsMet: number; theirsTotal: number; score: number };
}

describe('ranking', () => {
  it('orders matches (ranked in SQL) exactly as the scores shown on the cards (judged in code)', async () => {
    const members = await ctx.database.db
      .select({ phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.isMatrimonialProfile, true))
      .limit(6);
    expect(members.length).toBe(6);
    let compared = 0;
    for (const { phoneNumber } of members) {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phoneNumber, password: DEMO_PASSWORD },
      });
      const member = { accessToken: json(login).data.accessToken as string };
      const { profiles, total } = json(await api(ctx).get('/matrimonial/profiles/recommended?limit=50', member))
        .data as {
        profiles: Card[];
        total: number;
      };
      expect(profiles.length).toBe(Math.min(50, total));
      const scores = profiles.map((profile) => profile.matchScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const { match } of profiles) {
        const total = match.met.length + match.unmet.length + match.theirsTotal;
        const expected = total === 0 ? 0 : Math.round((100 * (match.met.length + match.theirsMet)) / total);
        expect(match.score).toBe(expected);
      }
      compared += profiles.length;
    }
    expect(compared).toBeGreaterThan(100);
  });
});
