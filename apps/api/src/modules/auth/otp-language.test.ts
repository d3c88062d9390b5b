import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  bearer,
  createTestContext,
  signUp,
  testConfig,
  uniquePhone,
  type TestContext,
  type TestMember,
} from '../../test/app.ts';

/**
 * One-time codes over WhatsApp go in the reader's language (issue 15): the app as configured in production
 * (OTP_PROVIDER=whatsapp), talking to a local HTTP server that stands in for the WhatsApp Cloud API.
 */

interface Sent {
  to: string;
  template: { name: string; language: { code: string }; components?: unknown[] };
}

/** The stand-in Cloud API: keeps every message posted to it and answers as Meta does. */
function fakeCloudApi() {
  const received: Sent[] = [];
  const waiting: Array<() => void> = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(raw) as Sent);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"messages":[{"id":"wamid.1"}]}');
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  return {
    server,
    /** The next message sent to `phoneNumber` (sends happen after the API has answered). */
    async messageTo(phoneNumber: string, after: number): Promise<Sent> {
      const to = phoneNumber.replace(/^\+/, '');
      const deadline = Date.now() + 5_000;
      for (;;) {
        const found = received.slice(after).find((message) => message.to === to);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`nothing was sent to ${phoneNumber}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    count: () => received.length,
  };
}

const cloud = fakeCloudApi();
let ctx: TestContext;
/** The same database, served by an app that sends its codes through WhatsApp. */
let whatsappApp: FastifyInstance;
let hindiMember: TestMember;
let englishMember: TestMember;

/** A member's number is asked for a code several times here: the per-number limits are not under test. */
const ROOMY_LIMITS = {
  OTP_SENDS_PER_PHONE_AND_IP_PER_15_MIN: '100',
  OTP_SENDS_PER_PHONE_AND_IP_PER_DAY: '100',
  OTP_SENDS_PER_PHONE_PER_DAY: '100',
};

const startApp = (overrides: Record<string, string>) =>
  buildApp({
    config: testConfig({
      ...ROOMY_LIMITS,
      OTP_PROVIDER: 'whatsapp',
      WHATSAPP_API_URL: `http://127.0.0.1:${(cloud.server.address() as { port: number }).port}/v21.0`,
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_ACCESS_TOKEN: 'token-abc',
      ...overrides,
    }),
    database: ctx.database,
  });

beforeAll(async () => {
  await new Promise<void>((resolve) => cloud.server.listen(0, '127.0.0.1', resolve));
  ctx = await createTestContext(ROOMY_LIMITS);
  // Members are made through the app that records codes (the test reads them); the one under test sends them.
  hindiMember = await signUp(ctx, uniquePhone(), undefined, { 'accept-language': 'hi' });
  englishMember = await signUp(ctx);
  whatsappApp = await startApp({});
});

afterAll(async () => {
  await whatsappApp.close();
  await ctx.close();
  await new Promise((resolve) => cloud.server.close(resolve));
});

/** Asks `app` for a code as the web does, and returns the WhatsApp message it sent. */
async function ask(
  app: FastifyInstance,
  url: '/api/auth/request-otp' | '/api/auth/request-reset-password',
  phoneNumber: string,
  acceptLanguage?: string,
): Promise<Sent> {
  const before = cloud.count();
  const response = await app.inject({
    method: 'POST',
    url,
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    payload: { phoneNumber },
  });
  expect(response.statusCode).toBe(200);
  return cloud.messageTo(phoneNumber, before);
}

describe('the WhatsApp template follows the reader’s language', () => {
  it('a signup code goes in the language the guest reads the page in', async () => {
    const hindi = await ask(whatsappApp, '/api/auth/request-otp', uniquePhone(), 'hi');
    expect(hindi.template).toMatchObject({ name: 'samaj_otp', language: { code: 'hi' } });
    // The code itself, in the body and on the copy-code button, is the same in every language.
    expect(hindi.template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: expect.stringMatching(/^\d{4}$/) }] },
      {
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: expect.stringMatching(/^\d{4}$/) }],
      },
    ]);
    expect(
      (await ask(whatsappApp, '/api/auth/request-otp', uniquePhone(), 'hi-IN,hi;q=0.9,en;q=0.8')).template.language,
    ).toEqual({ code: 'hi' });
    expect((await ask(whatsappApp, '/api/auth/request-otp', uniquePhone(), 'en-IN')).template.language).toEqual({
      code: 'en',
    });
    // No language of ours asked for: English.
    expect((await ask(whatsappApp, '/api/auth/request-otp', uniquePhone())).template.language).toEqual({ code: 'en' });
    expect((await ask(whatsappApp, '/api/auth/request-otp', uniquePhone(), 'fr-FR')).template.language).toEqual({
      code: 'en',
    });
  });

  it('a password-reset code: the language asked in, else the member’s stored language', async () => {
    const asked = await ask(whatsappApp, '/api/auth/request-reset-password', englishMember.phoneNumber, 'hi');
    expect(asked.template).toMatchObject({ name: 'samaj_otp', language: { code: 'hi' } });
    const stored = await ask(whatsappApp, '/api/auth/request-reset-password', hindiMember.phoneNumber);
    expect(stored.template.language).toEqual({ code: 'hi' });
    expect(
      (await ask(whatsappApp, '/api/auth/request-reset-password', englishMember.phoneNumber)).template.language,
    ).toEqual({
      code: 'en',
    });
  });

  it('the "already registered" notice goes in the member’s own language, whoever asked', async () => {
    const toHindiMember = await ask(whatsappApp, '/api/auth/request-otp', hindiMember.phoneNumber, 'en');
    expect(toHindiMember.template).toEqual({ name: 'samaj_already_registered', language: { code: 'hi' } });
    const toEnglishMember = await ask(whatsappApp, '/api/auth/request-otp', englishMember.phoneNumber, 'hi');
    expect(toEnglishMember.template).toEqual({ name: 'samaj_already_registered', language: { code: 'en' } });
  });

  it('follows a change of language in Settings', async () => {
    const member = await signUp(ctx);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: bearer(member),
      payload: { language: 'hi' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await ask(whatsappApp, '/api/auth/request-reset-password', member.phoneNumber)).template.language).toEqual({
      code: 'hi',
    });
  });

  it('takes the templates’ names and language codes from the configuration', async () => {
    const configured = await startApp({
      WHATSAPP_OTP_TEMPLATE: 'code_en',
      WHATSAPP_NOTICE_TEMPLATE: 'notice_en',
      WHATSAPP_TEMPLATE_LANGUAGE: 'en_US',
      WHATSAPP_OTP_TEMPLATE_HI: 'code_hi',
      WHATSAPP_NOTICE_TEMPLATE_HI: 'notice_hi',
      WHATSAPP_TEMPLATE_LANGUAGE_HI: 'hi_IN',
    });
    try {
      expect((await ask(configured, '/api/auth/request-otp', uniquePhone(), 'hi')).template).toMatchObject({
        name: 'code_hi',
        language: { code: 'hi_IN' },
      });
      expect((await ask(configured, '/api/auth/request-otp', uniquePhone(), 'en')).template).toMatchObject({
        name: 'code_en',
        language: { code: 'en_US' },
      });
      expect((await ask(configured, '/api/auth/request-otp', hindiMember.phoneNumber, 'en')).template).toEqual({
        name: 'notice_hi',
        language: { code: 'hi_IN' },
      });
      expect((await ask(configured, '/api/auth/request-otp', englishMember.phoneNumber)).template).toEqual({
        name: 'notice_en',
        language: { code: 'en_US' },
      });
    } finally {
      await configured.close();
    }
  });
});
