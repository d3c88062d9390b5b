import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, signUp, validOnboarding, type TestContext, type TestMember } from '../../test/app.ts';

let ctx: TestContext;
let member: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await signUp(ctx);
});
afterAll(() => ctx.close());

const putOnboard = (payload: unknown, who: { accessToken: string } = member) =>
  ctx.app.inject({ method: 'PUT', url: '/api/user/onboard', headers: bearer(who), payload: payload as object });

function yearsAgo(years: number, plusDays = 0) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString().slice(0, 10);
}

describe('PUT /user/onboard', () => {
  it('refuses bad input field by field and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '' }, 'fullName'],
      [{ fullName: 'x'.repeat(81) }, 'fullName'],
      [{ dateOfBirth: '14-03-1994' }, 'dateOfBirth'],
      [{ dateOfBirth: '1994-02-30' }, 'dateOfBirth'],
      [{ dateOfBirth: yearsAgo(18, 1) }, 'dateOfBirth'],
      [{ gender: 'male' }, 'gender'],
      [{ location: { state: 'Atlantis', city: 'Patna' } }, 'location.state'],
      [{ location: { state: 'Karnataka', city: 'Patna' } }, 'location.city'],
      [{ location: { state: 'Bihar', city: 'Patna', locality: 'Koramangala' } }, 'location.locality'],
      [{ canHelpOut: ['x'.repeat(61)] }, 'canHelpOut.0'],
      [{ canHelpOut: [''] }, 'canHelpOut.0'],
      [{ canSeekHelp: Array.from({ length: 21 }, (_, i) => `Need ${i}`) }, 'canSeekHelp'],
      [{ canSeekHelp: 'Land dispute' }, 'canSeekHelp'],
      [{ email: 'not-an-email' }, 'email'],
    ];
    for (const [override, path] of cases) {
      const response = await putOnboard({ ...validOnboarding, ...override });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      const body = json(response);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.errors.map((error: { path: string }) => error.path)).toContain(path);
      expect(body.message.length).toBeGreaterThan(5);
    }
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, member.id));
    expect(stored).toMatchObject({ onboardingCompleted: false, fullName: null, state: null });
  });

  it('accepts exactly 18 years old', async () => {
    const other = await signUp(ctx);
    expect((await putOnboard({ ...validOnboarding, dateOfBirth: yearsAgo(18) }, other)).statusCode).toBe(200);
  });

  it('completes onboarding: the location becomes the current location, keywords keep their case once each', async () => {
    const response = await putOnboard({
      ...validOnboarding,
      canHelpOut: ['Medical advice', 'medical ADVICE', '  Resume review  '],
      email: '',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.user).toMatchObject({ id: member.id, fullName: 'Asha Sinha', onBoardingCompleted: true, profile: { onboardingCompleted: true } });

    const me = json(await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(member) })).data;
    expect(me.personalDetails).toMatchObject({
      fullName: 'Asha Sinha',
      gender: 'FEMALE',
      dateOfBirth: '1994-03-14',
      email: null,
      currentLocation: { state: 'Bihar', city: 'Patna', locality: 'Boring Road' },
    });
    expect(me.communityDetails.canHelpOut).toEqual(['Medical advice', 'Resume review']);
    expect(me.matrimonialDetails).toBeNull();
  });

  it('needs a logged-in member', async () => {
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/user/onboard', payload: validOnboarding });
    expect(response.statusCode).toBe(401);
  });
});
