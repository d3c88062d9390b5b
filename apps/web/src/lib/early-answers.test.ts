import { readFileSync } from 'node:fs';
import { PAGE_SIZE } from '@samaj/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, configureApiClient, type ApiSession } from './api-client';
import { EARLY_ANSWER_MAX_AGE_MS } from './early-answers';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: 'OK', data }), {
    headers: { 'content-type': 'application/json' },
  });
const unauthorized = () =>
  new Response(JSON.stringify({ success: false, message: 'Token expired', code: 'TOKEN_EXPIRED' }), { status: 401 });

function session(accessToken = 'access') {
  const tokens = { accessToken, refreshToken: 'refresh' };
  return {
    getAccessToken: () => tokens.accessToken,
    getRefreshToken: () => tokens.refreshToken,
    onTokensRefreshed: (next: { accessToken: string; refreshToken: string }) => Object.assign(tokens, next),
    onSessionExpired: vi.fn(),
  } satisfies ApiSession;
}

/** What first-paint.js leaves for the app: one answer per address. */
function sentEarly(answers: Record<string, { token: string; response: Promise<Response>; at?: number }>) {
  const entries = Object.entries(answers).map(([url, answer]) => [url, { at: Date.now(), ...answer }]);
  vi.stubGlobal('window', { samajEarlyAnswers: Object.fromEntries(entries) });
}

describe("the first requests first-paint.js sent before the app's code arrived", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are adopted once, for the same address and token, instead of being sent again', async () => {
    const fetch = vi.fn(async () => ok({ from: 'the app' }));
    configureApiClient({ session: session(), fetch: fetch as typeof globalThis.fetch });
    sentEarly({ '/api/user/me': { token: 'access', response: Promise.resolve(ok({ from: 'first-paint' })) } });

    await expect(callApi('GET /user/me')).resolves.toEqual({ from: 'first-paint' });
    expect(fetch).not.toHaveBeenCalled();
    // Used once: the next call asks the server.
    await expect(callApi('GET /user/me')).resolves.toEqual({ from: 'the app' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are not adopted for another address, another token, or once they are too old', async () => {
    const fetch = vi.fn(async () => ok({ from: 'the app' }));
    configureApiClient({ session: session(), fetch: fetch as typeof globalThis.fetch });
    const early = () => Promise.resolve(ok({ from: 'first-paint' }));
    sentEarly({
      '/api/posts?page=2&limit=8': { token: 'access', response: early() },
      '/api/user/me': { token: 'someone-else', response: early() },
      '/api/chats': { token: 'access', response: early(), at: Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1 },
    });

    await expect(callApi('GET /posts', { query: { page: 1, limit: 8 } })).resolves.toEqual({ from: 'the app' });
    await expect(callApi('GET /user/me')).resolves.toEqual({ from: 'the app' });
    await expect(callApi('GET /chats')).resolves.toEqual({ from: 'the app' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('are asked again when the early request failed on the way', async () => {
    const fetch = vi.fn(async () => ok({ from: 'the app' }));
    configureApiClient({ session: session(), fetch: fetch as typeof globalThis.fetch });
    sentEarly({ '/api/user/me': { token: 'access', response: Promise.reject(new TypeError('Failed to fetch')) } });

    await expect(callApi('GET /user/me')).resolves.toEqual({ from: 'the app' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('go through the session like any answer: an expired token is refreshed and the request sent again', async () => {
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url).endsWith('/auth/refresh-token')) return ok({ accessToken: 'fresh', refreshToken: 'refresh-2' });
      const bearer = (init?.headers as Record<string, string>).authorization;
      return bearer === 'Bearer fresh' ? ok({ from: 'the app' }) : unauthorized();
    });
    const member = session('expired');
    configureApiClient({ session: member, fetch: fetch as typeof globalThis.fetch });
    sentEarly({ '/api/user/me': { token: 'expired', response: Promise.resolve(unauthorized()) } });

    await expect(callApi('GET /user/me')).resolves.toEqual({ from: 'the app' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/refresh-token', '/api/user/me']);
    expect(member.onSessionExpired).not.toHaveBeenCalled();
  });

  it("are sent by first-paint.js at the addresses the app asks for (the feed's first page of PAGE_SIZE.posts)", () => {
    const firstPaint = readFileSync(new URL('../../first-paint.js', import.meta.url), 'utf8');
    expect(firstPaint).toContain(`'/api/posts?page=1&limit=${PAGE_SIZE.posts}'`);
    expect(firstPaint).toContain(`'/api/user/me'`);
  });
});
