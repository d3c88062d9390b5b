import { TERMS_VERSION } from '@samaj/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestContext, DEFAULT_PASSWORD, json, signUp, uniquePhone, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ OPERATOR_NAME: 'Samaj Seva Trust', OPERATOR_EMAIL: 'care@samaj.test', ACCOUNT_DELETION_GRACE_DAYS: '7' });
});
afterAll(() => ctx.close());

/** request-otp and verify-otp: the secret a signup needs. */
async function verifiedSecret(phoneNumber: string): Promise<string> {
  const requested = await ctx.app.inject({ method: 'POST', url: '/api/auth/request-otp', payload: { phoneNumber } });
  const secret = json(requested).data as string;
  const otp = ctx.otp.lastCode(phoneNumber);
  await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { phoneNumber, otp, secret } });
  return secret;
}

const me = async (member: { accessToken: string }) =>
  json(await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(member) })).data;

describe('signup records consent', () => {
  it('keeps the terms version the member agreed to and when; /user/me shows it', async () => {
    const phoneNumber = uniquePhone();
    const secret = await verifiedSecret(phoneNumber);
    const before = Date.now();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { phoneNumber, password: DEFAULT_PASSWORD, secret, acceptedTermsVersion: TERMS_VERSION },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { consent } = await me(json(created).data);
    expect(consent.termsVersion).toBe(TERMS_VERSION);
    expect(Date.parse(consent.acceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(consent.acceptedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('an old client without the field still signs up, with no consent recorded', async () => {
    const member = await signUp(ctx);
    expect((await me(member)).consent).toBeNull();
  });

  it('refuses a malformed terms version with 400 and creates no account', async () => {
    const phoneNumber = uniquePhone();
    const secret = await verifiedSecret(phoneNumber);
    for (const acceptedTermsVersion of ['yes', 42, '', '2026-11-26; drop table users']) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { phoneNumber, password: DEFAULT_PASSWORD, secret, acceptedTermsVersion },
      });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).code).toBe('VALIDATION_ERROR');
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toEqual([]);
  });
});

describe('GET /legal', () => {
  it('is public and carries the operator, the grievance officer, the terms version and the grace period from configuration', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/legal' });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({
      termsVersion: TERMS_VERSION,
      operator: { name: 'Samaj Seva Trust', email: 'care@samaj.test', address: null },
      grievanceOfficer: { name: 'Grievance Officer', email: 'grievance@samaj.example', phone: null, address: null },
      deletionGraceDays: 7,
    });
  });
});
