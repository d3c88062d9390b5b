import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@samaj/shared/i18n/language';
import {
  createTestContext,
  DEFAULT_PASSWORD,
  json,
  RecordingOtpSender,
  signUp,
  uniquePhone,
  type TestContext,
} from '../../test/app.ts';
import type { OtpPurpose } from './otp-sender.ts';

/** A WhatsApp that takes the message and never answers until the test lets it: a request that waited would hang. */
class StalledOtpSender extends RecordingOtpSender {
  finished = 0;
  private release!: () => void;
  private readonly stalled = new Promise<void>((resolve) => (this.release = resolve));

  override async sendCode(phoneNumber: string, code: string, purpose: OtpPurpose, language: Language) {
    await super.sendCode(phoneNumber, code, purpose, language);
    await this.stalled;
    this.finished += 1;
  }
  override async sendAlreadyRegistered(phoneNumber: string, language: Language) {
    await super.sendAlreadyRegistered(phoneNumber, language);
    await this.stalled;
    this.finished += 1;
  }
  answer() {
    this.release();
  }
}

const otp = new StalledOtpSender();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    {
      RATE_LIMIT_ENABLED: 'true',
      LOGIN_FAILURES_PER_PHONE_AND_IP_PER_15_MIN: '3',
      LOGIN_FAILURES_PER_PHONE_PER_15_MIN: '6',
      OTP_SENDS_PER_PHONE_AND_IP_PER_15_MIN: '2',
      OTP_SENDS_PER_PHONE_PER_DAY: '5',
    },
    otp,
  );
});
afterAll(async () => {
  otp.answer();
  await ctx.close();
});

const post = (url: string, remoteAddress: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth${url}`, remoteAddress, payload });
const login = (phoneNumber: string, password: string, remoteAddress: string) =>
  post('/login', remoteAddress, { phoneNumber, password });
const member = () => signUp(ctx);
const WRONG = 'Not-The-Password-1';

describe('public auth answers do not wait for WhatsApp', () => {
  it('answers code requests for registered and unknown numbers alike while the send is still under way', async () => {
    const asha = await member();
    const finishedBefore = otp.finished;
    const answers = [
      await post('/request-reset-password', '198.51.100.1', { phoneNumber: asha.phoneNumber }),
      await post('/request-reset-password', '198.51.100.1', { phoneNumber: uniquePhone() }),
      await post('/request-otp', '198.51.100.1', { phoneNumber: asha.phoneNumber }),
      await post('/request-otp', '198.51.100.1', { phoneNumber: uniquePhone() }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(json(answer)).toMatchObject({ success: true, message: 'OTP sent', data: expect.any(String) });
    }
    expect(otp.codes.at(-2)).toMatchObject({ phoneNumber: asha.phoneNumber, purpose: 'reset' });
    expect(otp.notices.at(-1)).toBe(asha.phoneNumber);
    expect(otp.finished).toBe(finishedBefore);
  });
});

describe('wrong passwords', () => {
  it('are throttled per number and address; other addresses keep their own budget', async () => {
    const asha = await member();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await login(asha.phoneNumber, WRONG, '198.51.100.2')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await login(asha.phoneNumber, asha.password, '198.51.100.2');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/reset your password/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(asha.phoneNumber, asha.password, '198.51.100.3')).statusCode).toBe(200);
  });

  it('never lock out an address (IPv6: its /64) the member has logged in from, even past the number’s ceiling', async () => {
    const asha = await member();
    expect((await login(asha.phoneNumber, asha.password, '2401:4900:1c2a:7f10::1')).statusCode).toBe(200);
    for (const attacker of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      for (let i = 0; i < 2; i += 1) expect((await login(asha.phoneNumber, WRONG, attacker)).statusCode).toBe(401);
    }
    expect((await login(asha.phoneNumber, asha.password, '203.0.113.4')).statusCode).toBe(429);
    expect((await login(asha.phoneNumber, asha.password, '2401:4900:1c2a:7f10:8d2e::5')).statusCode).toBe(200);
    expect((await login(asha.phoneNumber, asha.password, '127.0.0.1')).statusCode).toBe(200);
  });

  it('are forgotten once the member completes a password reset', async () => {
    const asha = await member();
    for (const attacker of ['203.0.113.11', '203.0.113.12']) {
      for (let i = 0; i < 3; i += 1) await login(asha.phoneNumber, WRONG, attacker);
    }
    const newPhone = '192.0.2.50';
    expect((await login(asha.phoneNumber, asha.password, newPhone)).statusCode).toBe(429);

    const secret = json(await post('/request-reset-password', newPhone, { phoneNumber: asha.phoneNumber }))
      .data as string;
    const code = otp.lastCode(asha.phoneNumber);
    expect(
      (await post('/verify-reset-request', newPhone, { phoneNumber: asha.phoneNumber, otp: code, secret })).statusCode,
    ).toBe(200);
    const newPassword = 'Khaja-Silao-Nalanda-12';
    expect(
      (
        await post('/reset-password', newPhone, {
          phoneNumber: asha.phoneNumber,
          password: newPassword,
          otp: code,
          secret,
        })
      ).statusCode,
    ).toBe(200);

    expect((await login(asha.phoneNumber, newPassword, newPhone)).statusCode).toBe(200);
    expect((await login(asha.phoneNumber, WRONG, '203.0.113.11')).statusCode).toBe(401);
  });

  it('answer an unknown number exactly like a registered one', async () => {
    const asha = await member();
    const unknown = uniquePhone();
    for (const phoneNumber of [asha.phoneNumber, unknown]) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await login(phoneNumber, DEFAULT_PASSWORD.slice(1), '198.51.100.9')).statusCode);
      expect(statuses, phoneNumber).toEqual([401, 401, 401, 429]);
    }
  });
});

describe('code requests', () => {
  it('cannot be used up by others to block the member’s recovery from an address they logged in from', async () => {
    const asha = await member(); // signed up (and so logged in) from 127.0.0.1, the test's own address
    for (const attacker of ['203.0.113.21', '203.0.113.22']) {
      for (let i = 0; i < 2; i += 1) {
        expect((await post('/request-reset-password', attacker, { phoneNumber: asha.phoneNumber })).statusCode).toBe(
          200,
        );
      }
      expect((await post('/request-reset-password', attacker, { phoneNumber: asha.phoneNumber })).statusCode).toBe(429);
    }
    const elsewhere = await post('/request-reset-password', '203.0.113.23', { phoneNumber: asha.phoneNumber });
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await post('/request-reset-password', '127.0.0.1', { phoneNumber: asha.phoneNumber })).statusCode).toBe(
      200,
    );
  });
});
