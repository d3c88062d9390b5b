import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, type sessions, users } from '../../db/schema/index.ts';
import { sha256 } from './tokens.ts';
import { bearer, createTestContext, DEFAULT_PASSWORD, json, signUp, uniquePhone, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth${url}`, payload: payload as object, headers });

async function countRows(table: typeof users | typeof otpCodes | typeof sessions) {
  const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row!.count;
}

async function requestCode(phoneNumber: string, path = '/request-otp') {
  const response = await post(path, { phoneNumber });
  expect(response.statusCode).toBe(200);
  return json(response).data as string;
}

describe('request-otp', () => {
  it('normalises every common writing of an Indian mobile to E.164', async () => {
    const writings = ['98111 22334', '+91-9811122335', '09811122336'];
    for (const phoneNumber of writings) await requestCode(phoneNumber);
    expect(ctx.otp.codes.slice(-3).map((entry) => entry.phoneNumber)).toEqual(['+919811122334', '+919811122335', '+919811122336']);
    expect(ctx.otp.codes.at(-1)!.code).toMatch(/^\d{4}$/);
  });

  it('rejects numbers that are not phone numbers, and sends nothing', async () => {
    const sentBefore = ctx.otp.codes.length;
    const otpRowsBefore = await countRows(otpCodes);
    for (const phoneNumber of ['12', '98765', 'abcdefghij', '+91 12345 67890', '']) {
      const response = await post('/request-otp', { phoneNumber });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(json(response).message).toMatch(/phone/i);
    }
    expect((await post('/request-otp', {})).statusCode).toBe(400);
    expect((await post('/request-otp', { phoneNumber: 9876543210 })).statusCode).toBe(400);
    expect(ctx.otp.codes.length).toBe(sentBefore);
    expect(await countRows(otpCodes)).toBe(otpRowsBefore);
  });

  it('answers a registered number exactly like a new one, and tells its owner instead of sending a code', async () => {
    const member = await signUp(ctx);
    const sentBefore = ctx.otp.codes.length;
    const forRegistered = await post('/request-otp', { phoneNumber: member.phoneNumber });
    const forNew = await post('/request-otp', { phoneNumber: uniquePhone() });
    expect(forRegistered.statusCode).toBe(forNew.statusCode);
    expect(json(forRegistered).message).toBe(json(forNew).message);
    expect(typeof json(forRegistered).data).toBe(typeof json(forNew).data);
    expect(ctx.otp.codes.length).toBe(sentBefore + 1);
    expect(ctx.otp.notices).toContain(member.phoneNumber);
  });

  it('allows 3 sends per phone per 15 minutes, then answers 429 with Retry-After', async () => {
    const phoneNumber = uniquePhone();
    for (let i = 0; i < 3; i += 1) await requestCode(phoneNumber);
    const limited = await post('/request-otp', { phoneNumber });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    // The reset flow shares the phone's budget: codes cost the same whatever they are for.
    expect((await post('/request-reset-password', { phoneNumber })).statusCode).toBe(429);
  });

  it('allows 10 sends per phone per day', async () => {
    const phoneNumber = uniquePhone();
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await ctx.database.db.insert(otpCodes).values(
      Array.from({ length: 10 }, (_, i) => ({
        purpose: 'signup' as const,
        phoneNumber,
        codeHash: 'x',
        secretHash: `old-${phoneNumber}-${i}`,
        createdAt: anHourAgo,
        expiresAt: anHourAgo,
      })),
    );
    const limited = await post('/request-otp', { phoneNumber });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(22 * 3600);
  });
});

describe('verify-otp', () => {
  it('accepts the right code and refuses a wrong one with "Invalid OTP"', async () => {
    const phoneNumber = uniquePhone();
    const secret = await requestCode(phoneNumber);
    const code = ctx.otp.lastCode(phoneNumber);
    const wrong = code === '0000' ? '1111' : '0000';
    const refused = await post('/verify-otp', { phoneNumber, otp: wrong, secret });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ message: 'Invalid OTP', code: 'OTP_INVALID' });
    const accepted = await post('/verify-otp', { phoneNumber, otp: code, secret });
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).data).toEqual({ verified: true });
  });

  it('kills a code after 5 wrong tries, even if the right one follows', async () => {
    const phoneNumber = uniquePhone();
    const secret = await requestCode(phoneNumber);
    const code = ctx.otp.lastCode(phoneNumber);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) expect((await post('/verify-otp', { phoneNumber, otp: wrong, secret })).statusCode).toBe(400);
    const late = await post('/verify-otp', { phoneNumber, otp: code, secret });
    expect(late.statusCode).toBe(400);
    expect(json(late).code).toBe('OTP_EXPIRED');
  });

  it('counts parallel guesses against the same 5 tries', async () => {
    const phoneNumber = uniquePhone();
    const secret = await requestCode(phoneNumber);
    const code = ctx.otp.lastCode(phoneNumber);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
    await Promise.all(guesses.map((otp) => post('/verify-otp', { phoneNumber, otp, secret })));
    const [row] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phoneNumber));
    expect(row!.wrongAttempts).toBe(5);
    expect((await post('/verify-otp', { phoneNumber, otp: code, secret })).statusCode).toBe(400);
  });

  it('verifies a code once: the same right code again is refused (single use)', async () => {
    for (const [request, verify] of [['/request-otp', '/verify-otp'], ['/request-reset-password', '/verify-reset-request']] as const) {
      const member = await signUp(ctx);
      const phoneNumber = request === '/request-otp' ? uniquePhone() : member.phoneNumber;
      const secret = await requestCode(phoneNumber, request);
      const otp = ctx.otp.lastCode(phoneNumber);
      expect((await post(verify, { phoneNumber, otp, secret })).statusCode).toBe(200);
      const again = await post(verify, { phoneNumber, otp, secret });
      expect(again.statusCode).toBe(400);
      expect(json(again)).toMatchObject({ code: 'OTP_EXPIRED', message: 'This code was already used. Ask for a new one' });
    }
  });

  it('lets only one of several parallel right answers verify the code', async () => {
    const phoneNumber = uniquePhone();
    const secret = await requestCode(phoneNumber);
    const otp = ctx.otp.lastCode(phoneNumber);
    const answers = await Promise.all(Array.from({ length: 4 }, () => post('/verify-otp', { phoneNumber, otp, secret })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it('refuses an expired code', async () => {
    const phoneNumber = uniquePhone();
    const secret = await requestCode(phoneNumber);
    await ctx.database.db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpCodes.phoneNumber, phoneNumber));
    const response = await post('/verify-otp', { phoneNumber, otp: ctx.otp.lastCode(phoneNumber), secret });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('OTP_EXPIRED');
  });

  it('binds a code to its secret, its phone and its purpose', async () => {
    const phoneNumber = uniquePhone();
    const secret = await requestCode(phoneNumber);
    const code = ctx.otp.lastCode(phoneNumber);
    expect((await post('/verify-otp', { phoneNumber: uniquePhone(), otp: code, secret })).statusCode).toBe(400);
    expect((await post('/verify-otp', { phoneNumber, otp: code, secret: 'x'.repeat(43) })).statusCode).toBe(400);
    expect((await post('/verify-reset-request', { phoneNumber, otp: code, secret })).statusCode).toBe(400);
  });

  it('validates the code format', async () => {
    const phoneNumber = uniquePhone();
    const secret = await requestCode(phoneNumber);
    for (const otp of ['123', '12345', 'abcd', '']) {
      const response = await post('/verify-otp', { phoneNumber, otp, secret });
      expect(response.statusCode).toBe(400);
      expect(json(response).errors[0].path).toBe('otp');
    }
  });
});

describe('signup', () => {
  async function verifiedSecret(phoneNumber: string) {
    const secret = await requestCode(phoneNumber);
    await post('/verify-otp', { phoneNumber, otp: ctx.otp.lastCode(phoneNumber), secret });
    return secret;
  }

  it('creates the account and a session once the number is verified', async () => {
    const phoneNumber = uniquePhone();
    const secret = await verifiedSecret(phoneNumber);
    const response = await post('/signup', { phoneNumber, password: DEFAULT_PASSWORD, secret });
    expect(response.statusCode).toBe(201);
    const { data } = json(response);
    expect(data.accessToken).toEqual(expect.any(String));
    expect(data.refreshToken).toHaveLength(43);
    expect(data.user).toMatchObject({ phoneNumber, onBoardingCompleted: false, isMatrimonialProfile: false, profile: { onboardingCompleted: false } });
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('needs a verified secret, used once, within 15 minutes', async () => {
    const usersBefore = await countRows(users);
    const phoneNumber = uniquePhone();
    const unverified = await requestCode(phoneNumber);
    expect((await post('/signup', { phoneNumber, password: DEFAULT_PASSWORD, secret: unverified })).statusCode).toBe(400);

    const stale = uniquePhone();
    const staleSecret = await verifiedSecret(stale);
    await ctx.database.db.update(otpCodes).set({ verifiedAt: new Date(Date.now() - 16 * 60 * 1000) }).where(eq(otpCodes.phoneNumber, stale));
    const tooLate = await post('/signup', { phoneNumber: stale, password: DEFAULT_PASSWORD, secret: staleSecret });
    expect(tooLate.statusCode).toBe(400);
    expect(json(tooLate).code).toBe('OTP_EXPIRED');
    expect(await countRows(users)).toBe(usersBefore);

    const once = uniquePhone();
    const onceSecret = await verifiedSecret(once);
    expect((await post('/signup', { phoneNumber: once, password: DEFAULT_PASSWORD, secret: onceSecret })).statusCode).toBe(201);
    const again = await post('/signup', { phoneNumber: once, password: DEFAULT_PASSWORD, secret: onceSecret });
    expect(again.statusCode).toBe(400);
    expect(await countRows(users)).toBe(usersBefore + 1);
  });

  it('answers 409 for a registered number', async () => {
    const member = await signUp(ctx);
    const secret = await requestCode(member.phoneNumber);
    // The owner got a notice, not a code; even a guessed code cannot create a second account.
    const [row] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.secretHash, (await import('./tokens.ts')).sha256(secret)));
    await ctx.database.db.update(otpCodes).set({ verifiedAt: new Date() }).where(eq(otpCodes.id, row!.id));
    const response = await post('/signup', { phoneNumber: member.phoneNumber, password: DEFAULT_PASSWORD, secret });
    expect(response.statusCode).toBe(409);
    expect(json(response).code).toBe('CONFLICT');
  });

  it('refuses short, long and common passwords without creating anything', async () => {
    const usersBefore = await countRows(users);
    const phoneNumber = uniquePhone();
    const secret = await verifiedSecret(phoneNumber);
    const cases = [
      { password: 'short', message: /at least 8/ },
      { password: 'x'.repeat(129), message: /at most 128/ },
      { password: 'password123', message: /too common/ },
      { password: 'iloveyou', message: /too common/ },
      { password: 'India@123', message: /too common/ },
    ];
    for (const { password, message } of cases) {
      const response = await post('/signup', { phoneNumber, password, secret });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toMatch(message);
    }
    expect(await countRows(users)).toBe(usersBefore);
    expect((await post('/signup', { phoneNumber, password: DEFAULT_PASSWORD, secret })).statusCode).toBe(201);
  });
});

describe('login', () => {
  it('logs in with any writing of the number', async () => {
    const member = await signUp(ctx);
    const local = `0${member.phoneNumber.slice(3, 8)} ${member.phoneNumber.slice(8)}`;
    const response = await post('/login', { phoneNumber: local, password: member.password });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.user.id).toBe(member.id);
  });

  it('gives the same 401 "Invalid credentials" for a wrong password and an unknown number', async () => {
    const member = await signUp(ctx);
    const wrongPassword = await post('/login', { phoneNumber: member.phoneNumber, password: 'Not-The-Password-1' });
    const unknownPhone = await post('/login', { phoneNumber: uniquePhone(), password: member.password });
    const garbage = await post('/login', { phoneNumber: '+1 (000) 000', password: member.password });
    for (const response of [wrongPassword, unknownPhone, garbage]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ success: false, message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('requires both fields', async () => {
    expect((await post('/login', { phoneNumber: '9876543210' })).statusCode).toBe(400);
    expect((await post('/login', { password: 'whatever-123' })).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('rotates refresh tokens; a reused old one revokes the whole family', async () => {
    const member = await signUp(ctx);
    const first = await post('/refresh-token', { token: member.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = json(first).data;
    expect(rotated.refreshToken).not.toBe(member.refreshToken);

    const reused = await post('/refresh-token', { token: member.refreshToken });
    expect(reused.statusCode).toBe(401);
    // The thief's replay ended the family: the legitimate new token and its access token die too.
    expect((await post('/refresh-token', { token: rotated.refreshToken })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(rotated) })).statusCode).toBe(401);
  });

  it('refuses unknown refresh tokens', async () => {
    expect((await post('/refresh-token', { token: 'not-a-token' })).statusCode).toBe(401);
    expect((await post('/refresh-token', {})).statusCode).toBe(400);
  });

  it('logout revokes the session and its access token', async () => {
    const member = await signUp(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(member) })).statusCode).toBe(200);
    expect((await post('/logout', { token: member.refreshToken })).statusCode).toBe(200);
    expect((await post('/refresh-token', { token: member.refreshToken })).statusCode).toBe(401);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(member) });
    expect(me.statusCode).toBe(401);
    expect(json(me).code).toBe('TOKEN_EXPIRED');
  });

  it('refuses missing, malformed and forged access tokens', async () => {
    const member = await signUp(ctx);
    const forged = `${member.accessToken.slice(0, -4)}AAAA`;
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer not.a.jwt', `Bearer ${forged}`]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(json(response).success).toBe(false);
    }
  });

  it('logout-all ends every session of the member', async () => {
    const member = await signUp(ctx);
    const second = json(await post('/login', { phoneNumber: member.phoneNumber, password: member.password })).data;
    expect((await post('/logout-all', {}, bearer(member))).statusCode).toBe(200);
    expect((await post('/refresh-token', { token: second.refreshToken })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(second) })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown number and sends it nothing', async () => {
    const member = await signUp(ctx);
    const sentBefore = ctx.otp.codes.length;
    const known = await post('/request-reset-password', { phoneNumber: member.phoneNumber });
    const unknown = await post('/request-reset-password', { phoneNumber: uniquePhone() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known).message).toBe(json(unknown).message);
    expect(ctx.otp.codes.length).toBe(sentBefore + 1);
    expect(ctx.otp.codes.at(-1)).toMatchObject({ phoneNumber: member.phoneNumber, purpose: 'reset' });
  });

  it('verifies without using the code, resets once, and ends every session', async () => {
    const member = await signUp(ctx);
    const secret = await requestCode(member.phoneNumber, '/request-reset-password');
    const otp = ctx.otp.lastCode(member.phoneNumber);
    const newPassword = 'Litti-Chokha-Bhagalpur-7';

    const unverified = await post('/reset-password', { phoneNumber: member.phoneNumber, password: newPassword, otp: otp === '0000' ? '1111' : '0000' });
    expect(unverified.statusCode).toBe(400);

    expect((await post('/verify-reset-request', { phoneNumber: member.phoneNumber, otp, secret })).statusCode).toBe(200);

    const mismatch = await post('/reset-password', { phoneNumber: member.phoneNumber, password: 'password1', otp, secret });
    expect(mismatch.statusCode).toBe(400);

    const reset = await post('/reset-password', { phoneNumber: member.phoneNumber, password: newPassword, otp, secret });
    expect(reset.statusCode).toBe(200);
    expect((await post('/reset-password', { phoneNumber: member.phoneNumber, password: 'Another-Good-One-99', otp, secret })).statusCode).toBe(400);

    expect((await post('/login', { phoneNumber: member.phoneNumber, password: member.password })).statusCode).toBe(401);
    expect((await post('/login', { phoneNumber: member.phoneNumber, password: newPassword })).statusCode).toBe(200);
    expect((await post('/refresh-token', { token: member.refreshToken })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(member) })).statusCode).toBe(401);
  });

  it('refuses a right code that was not verified first, and leaves it usable', async () => {
    const member = await signUp(ctx);
    const secret = await requestCode(member.phoneNumber, '/request-reset-password');
    const otp = ctx.otp.lastCode(member.phoneNumber);
    const newPassword = 'Thekua-Chhath-Hajipur-8';
    for (const body of [{ otp, secret }, { otp }]) {
      const refused = await post('/reset-password', { phoneNumber: member.phoneNumber, password: newPassword, ...body });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).message).toBe('Verify the code first');
    }
    expect((await post('/login', { phoneNumber: member.phoneNumber, password: member.password })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.secretHash, sha256(secret)));
    expect(row).toMatchObject({ wrongAttempts: 0, verifiedAt: null, consumedAt: null });

    expect((await post('/verify-reset-request', { phoneNumber: member.phoneNumber, otp, secret })).statusCode).toBe(200);
    const wrongCode = await post('/reset-password', { phoneNumber: member.phoneNumber, password: newPassword, otp: otp === '0000' ? '1111' : '0000', secret });
    expect(json(wrongCode).code).toBe('OTP_INVALID');
    expect((await post('/reset-password', { phoneNumber: member.phoneNumber, password: newPassword, otp, secret })).statusCode).toBe(200);
  });

  it('accepts the reset without the secret, using the newest verified code of the phone', async () => {
    const member = await signUp(ctx);
    const secret = await requestCode(member.phoneNumber, '/request-reset-password');
    const otp = ctx.otp.lastCode(member.phoneNumber);
    await post('/verify-reset-request', { phoneNumber: member.phoneNumber, otp, secret });
    const reset = await post('/reset-password', { phoneNumber: member.phoneNumber, password: 'Sattu-Paratha-Gaya-31', otp });
    expect(reset.statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('needs the current password and ends the other sessions only', async () => {
    const member = await signUp(ctx);
    const other = json(await post('/login', { phoneNumber: member.phoneNumber, password: member.password })).data;
    const wrong = await post('/change-password', { currentPassword: 'nope-nope-nope', newPassword: 'Makhana-Darbhanga-5' }, bearer(member));
    expect(wrong.statusCode).toBe(400);
    const changed = await post('/change-password', { currentPassword: member.password, newPassword: 'Makhana-Darbhanga-5' }, bearer(member));
    expect(changed.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(member) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(other) })).statusCode).toBe(401);
    expect((await post('/login', { phoneNumber: member.phoneNumber, password: 'Makhana-Darbhanga-5' })).statusCode).toBe(200);
  });
});
