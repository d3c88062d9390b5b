import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Language } from '@samaj/shared/i18n/language';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config/index.ts';
import type { Database } from '../db/client.ts';
import type { OtpPurpose, OtpSender } from '../modules/auth/index.ts';
import { createTestDatabase } from './database.ts';

/** Keeps the codes it is asked to send, so tests can read them as a member reads WhatsApp. */
export class RecordingOtpSender implements OtpSender {
  readonly codes: { phoneNumber: string; code: string; purpose: OtpPurpose; language: Language }[] = [];
  readonly notices: string[] = [];
  async sendCode(phoneNumber: string, code: string, purpose: OtpPurpose, language: Language) {
    this.codes.push({ phoneNumber, code, purpose, language });
  }
  async sendAlreadyRegistered(phoneNumber: string, _language: Language) {
    this.notices.push(phoneNumber);
  }
  lastCode(phoneNumber: string): string {
    const found = this.codes.findLast((entry) => entry.phoneNumber === phoneNumber);
    if (!found) throw new Error(`no code was sent to ${phoneNumber}`);
    return found.code;
  }
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  otp: RecordingOtpSender;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/samaj-api-tests',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    RATE_LIMIT_ENABLED: 'false',
    OTP_SENDS_PER_PHONE_AND_IP_PER_15_MIN: '3',
    OTP_SENDS_PER_PHONE_AND_IP_PER_DAY: '5',
    OTP_SENDS_PER_PHONE_PER_DAY: '10',
    OTP_SENDS_PER_IP_PER_HOUR: '100000',
    ...overrides,
  });
}

/** The whole app on a fresh migrated database (one per test file; share it across the file's tests). */
export async function createTestContext(
  overrides: Record<string, string> = {},
  otp = new RecordingOtpSender(),
  parts: Pick<AppOptions, 'pushAgent'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, otpSender: otp, ...parts });
  await app.ready();
  return {
    app,
    database,
    otp,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** `createTestContext` with a media folder of its own (`mediaDir`): a new temporary folder, deleted on close. */
export async function createMediaTestContext(
  folderPrefix: string,
  overrides: Record<string, string> = {},
): Promise<TestContext & { mediaDir: string }> {
  const mediaDir = mkdtempSync(path.join(tmpdir(), folderPrefix));
  const ctx = await createTestContext({ MEDIA_DIR: mediaDir, ...overrides });
  return {
    ...ctx,
    mediaDir,
    close: async () => {
      await ctx.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

export function json<T = any>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

let phoneCounter = 0;
/** A valid, unique Indian mobile number in E.164 for this test process. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const body = `${process.pid % 100_000}`.padStart(5, '0') + `${phoneCounter}`.padStart(4, '0');
  return `+919${body}`;
}

export const DEFAULT_PASSWORD = 'Mango-Lassi-Patna-42';

export interface TestMember {
  id: string;
  phoneNumber: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs a member up over HTTP exactly as the web app does: request a code, verify it, sign up. */
export async function signUp(
  ctx: TestContext,
  phoneNumber = uniquePhone(),
  password = DEFAULT_PASSWORD,
  signupHeaders: Record<string, string> = {},
): Promise<TestMember> {
  const requested = await ctx.app.inject({ method: 'POST', url: '/api/auth/request-otp', payload: { phoneNumber } });
  if (requested.statusCode !== 200) throw new Error(`request-otp failed: ${requested.body}`);
  const secret = json(requested).data as string;
  const otp = ctx.otp.lastCode(phoneNumber);
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { phoneNumber, otp, secret },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp failed: ${verified.body}`);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: signupHeaders,
    payload: { phoneNumber, password, secret },
  });
  if (created.statusCode !== 201) throw new Error(`signup failed: ${created.body}`);
  const { accessToken, refreshToken, user } = json(created).data;
  return { id: user.id, phoneNumber, password, accessToken, refreshToken };
}

export const validOnboarding = {
  fullName: 'Asha Sinha',
  dateOfBirth: '1994-03-14',
  gender: 'FEMALE',
  location: { state: 'Bihar', city: 'Patna', locality: 'Boring Road' },
  canHelpOut: ['Medical advice', 'Resume review'],
  canSeekHelp: ['Land dispute'],
};

export async function onboard(ctx: TestContext, member: TestMember, overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/user/onboard',
    headers: { authorization: `Bearer ${member.accessToken}` },
    payload: { ...validOnboarding, ...overrides },
  });
  if (response.statusCode !== 200) throw new Error(`onboard failed: ${response.body}`);
  return json(response).data;
}

export const bearer = (member: { accessToken: string }) => ({ authorization: `Bearer ${member.accessToken}` });
