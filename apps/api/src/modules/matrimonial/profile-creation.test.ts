import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrimonialProfiles } from '../../db/schema/index.ts';
import { createTestContext, json, type TestContext } from '../../test/app.ts';
import { api, candidate, completeDetails } from './test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = api(ctx);
});
afterAll(() => ctx.close());

const { confirmation: _confirmation, ...withoutConfirmation } = completeDetails;
const profileRow = async (userId: string) =>
  (await ctx.database.db.select().from(matrimonialProfiles).where(eq(matrimonialProfiles.userId, userId)))[0];

describe('creating a marriage profile', () => {
  it('needs the confirmation (for marriage, details true) and who it is for; nothing is stored without them', async () => {
    const member = await candidate(ctx, { withProfile: false });
    const cases: [string, object, string, RegExp][] = [
      ['no confirmation', withoutConfirmation, 'confirmation', /for marriage and that the details are true/],
      [
        'not for marriage',
        { ...completeDetails, confirmation: { forMarriage: false, detailsTrue: true } },
        'confirmation.forMarriage',
        /for marriage/,
      ],
      [
        'details not confirmed',
        { ...completeDetails, confirmation: { forMarriage: true } },
        'confirmation.detailsTrue',
        /details are true/,
      ],
      ['a bad confirmation', { ...completeDetails, confirmation: 'yes' }, 'confirmation', /confirmation/],
      [
        'nobody it is for',
        { ...completeDetails, profileCreatedBy: null },
        'profileCreatedBy',
        /who this profile is for/,
      ],
    ];
    for (const [label, payload, path, message] of cases) {
      const response = await call.put('/user/matrimonial-details', payload, member);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      const body = json(response);
      expect(body.message, label).toMatch(message);
      expect(
        body.errors.map((error: { path: string }) => error.path),
        label,
      ).toContain(path);
    }
    expect(await profileRow(member.id)).toBeUndefined();
  });

  it('is still asked after photos were added first (they make an empty profile)', async () => {
    const member = await candidate(ctx, { withProfile: false });
    await ctx.database.db.insert(matrimonialProfiles).values({ userId: member.id });
    const refused = await call.put('/user/matrimonial-details', withoutConfirmation, member);
    expect(refused.statusCode).toBe(400);
    expect((await call.put('/user/matrimonial-details', completeDetails, member)).statusCode).toBe(200);
  });

  it('stores who it is for and shows it on the profile; later saves need no confirmation', async () => {
    const member = await candidate(ctx, { withProfile: false });
    const viewer = await candidate(ctx, { gender: 'MALE' });
    const created = await call.put(
      '/user/matrimonial-details',
      { ...completeDetails, profileCreatedBy: 'PARENT' },
      member,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(json(created).data.matrimonialDetails.profileCreatedBy).toBe('PARENT');
    expect((await profileRow(member.id))?.profileCreatedBy).toBe('PARENT');

    const shown = await call.get(`/matrimonial/profile/${member.id}`, viewer);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(json(shown).data.profileCreatedBy).toBe('PARENT');

    const edited = await call.put('/user/matrimonial-details', { ...withoutConfirmation, caste: 'Kayastha' }, member);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited).data.matrimonialDetails.caste).toBe('Kayastha');
  });
});
