import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { translateMessage } from '@samaj/shared/i18n/api-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, json, signUp, type TestContext, type TestMember } from './test/app.ts';
import { messageLiterals } from './test/message-literals.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** What may stay in Latin letters in a Hindi message: codes, formats, field names and values sent to the API. */
const KEPT_IN_LATIN =
  /"[^"]*"|'[^']*'|\{[^}]*\}|\[[^\]]*\]|<[A-Z_]+>|https?:\/\/|multipart\/form-data|\b(?:OTP|NUL|JSON|JPEG|PNG|WebP|YYYY-MM-DD|GRV-\w+|Authorization|Bearer|P-256|uncompressed|public key|base64url|true|false|page|limit|status|type|days|endpoint|secret|token|visible|language|images|confirmation|keywords|locationFilter|states|cities|locations|helpers|seekers|content|image|ACCEPTED|DECLINED|OPEN|RESOLVED|MALE|FEMALE|OTHER|cm|kg|MB|KB)\b|\b\w+[A-Z]\w*\b|\b\w+\.\w+\b/g;

/** A message no one reads as English: a field name (`ageMin`), a code (`MESSAGE`), empty or control text. */
const isNotProse = (text: string) => !/[a-z]{2,}\s+[a-z]/i.test(text) && !/^[A-Z][a-z]+$/.test(text);

describe('every message of the API has a Hindi translation', () => {
  const messages = messageLiterals(root);

  it('finds the messages of the sources', () => {
    const texts = new Set(messages.map((message) => message.text));
    for (const known of [
      'Member not found',
      'Settings saved',
      'Full name',
      '{} must be at most {} characters',
      'Invalid OTP',
    ]) {
      expect(texts).toContain(known);
    }
  });

  it('translates each of them, with sample values in place of the parameters', () => {
    const untranslated = messages
      .filter((message) => !(isNotProse(message.text) && !message.text.includes('{}')))
      .map((message) => ({ ...message, hindi: translateMessage(message.text.replaceAll('{}', '7'), 'hi') }))
      .filter(({ hindi }) => /[A-Za-z]{3,}/.test(hindi.replace(KEPT_IN_LATIN, '')))
      .map(({ text, file, line, hindi }) => `${file}:${line} ${JSON.stringify(text)} → ${JSON.stringify(hindi)}`);
    expect([...new Set(untranslated)]).toEqual([]);
  });
});

describe('translateMessage', () => {
  it('fills the parameters, translating the labels and dates among them', () => {
    expect(translateMessage('Bio data must be at most 2000 characters', 'hi')).toBe(
      'बायोडाटा में अधिकतम 2000 अक्षर हो सकते हैं',
    );
    expect(translateMessage('Height minimum must be at least 137 cm', 'hi')).toBe(
      'लंबाई (न्यूनतम) कम से कम 137 सेमी होनी चाहिए',
    );
    expect(translateMessage('Your account is suspended until 26 November 2026', 'hi')).toBe(
      'आपका खाता 26 नवंबर 2026 तक निलंबित है',
    );
    expect(translateMessage('fullName: Full name is required', 'hi')).toBe('fullName: पूरा नाम ज़रूरी है');
  });

  it('leaves English, and a message it does not know, as they are', () => {
    expect(translateMessage('Member not found', 'en')).toBe('Member not found');
    expect(translateMessage('Something nobody wrote down', 'hi')).toBe('Something nobody wrote down');
  });
});

describe('the API answers in Hindi for Accept-Language: hi, with the same codes', () => {
  let ctx: TestContext;
  let member: TestMember;
  beforeAll(async () => {
    ctx = await createTestContext();
    member = await signUp(ctx);
  });
  afterAll(() => ctx.close());

  const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

  it('a success message', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: { ...bearer(member), ...hindi },
      payload: { showOnline: true },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, message: 'सेटिंग सहेज ली गई', data: { showOnline: true } });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('errors from a service, the authentication hook, validation, the body parser and the not-found handler', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: hindi,
      payload: { phoneNumber: member.phoneNumber, password: 'not-the-password' },
    });
    expect(login.statusCode).toBe(401);
    expect(json(login)).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'फ़ोन नंबर या पासवर्ड ग़लत है' });

    const noToken = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: hindi });
    expect(noToken.statusCode).toBe(401);
    expect(json(noToken)).toMatchObject({ code: 'UNAUTHORIZED', message: 'कृपया लॉग इन करें' });

    const invalid = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/onboard',
      headers: { ...bearer(member), ...hindi },
      payload: {
        fullName: 'A',
        dateOfBirth: '1994-02-30',
        gender: 'MALE',
        location: { state: 'Bihar', city: 'Patna' },
      },
    });
    expect(invalid.statusCode).toBe(400);
    const body = json(invalid);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'fullName', message: 'पूरा नाम में कम से कम 2 अक्षर होने चाहिए' },
        { path: 'dateOfBirth', message: 'यह जन्मतिथि सही तारीख़ नहीं है' },
      ]),
    );
    expect(body.message).toMatch(/^(fullName|dateOfBirth): /);
    expect(body.message).not.toMatch(/must|characters|date/);

    const badJson = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: { ...bearer(member), ...hindi, 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(json(badJson).message).toBe('अनुरोध का डेटा सही JSON नहीं है');

    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: hindi });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ code: 'NOT_FOUND', message: 'ऐसा कोई पता नहीं है: GET /api/no-such-thing' });
  });

  it('English without the header, or when English is preferred', async () => {
    for (const headers of [{}, { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' }]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers });
      expect(json(response)).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    }
  });
});
