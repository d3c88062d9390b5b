import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, configureApiClient, type ApiSession } from './api-client';
import { OFFLINE_COPY_HEADER, offlineCopies } from './offline-copy';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const ok = (data: unknown) => json(200, { success: true, message: 'OK', data });
const unauthorized = () => json(401, { success: false, message: 'Token expired', code: 'TOKEN_EXPIRED' });

function fakeSession() {
  const tokens = { accessToken: 'old-access', refreshToken: 'old-refresh' };
  const session = {
    getAccessToken: () => tokens.accessToken,
    getRefreshToken: () => tokens.refreshToken,
    onTokensRefreshed: vi.fn((next: { accessToken: string; refreshToken: string }) => Object.assign(tokens, next)),
    onSessionExpired: vi.fn(),
  } satisfies ApiSession;
  return { session, tokens };
}

function bearerOf(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.authorization;
}

describe('api client', () => {
  beforeEach(() => vi.restoreAllMocks());

  it("fills in the contract's path parameters and sends the query, dropping empty values", async () => {
    const fetch = vi.fn(async (url: string | URL | Request) => ok({ url: String(url) }));
    configureApiClient({ session: fakeSession().session, fetch: fetch as typeof globalThis.fetch });

    await expect(callApi('GET /user/profile/:id', { params: { id: 'a b/c' } })).resolves.toEqual({
      url: '/api/user/profile/a%20b%2Fc',
    });
    await expect(
      callApi('GET /user/filter', { query: { keyword: 'ra', pageParam: 2, limit: undefined } }),
    ).resolves.toEqual({ url: '/api/user/filter?keyword=ra&pageParam=2' });
  });

  it("notes a read answered from the service worker's saved copy, with its time, until a fresh answer", async () => {
    const savedAt = 'Wed, 25 Nov 2026 05:12:00 GMT';
    const answers = [
      new Response(JSON.stringify({ success: true, message: 'OK', data: [] }), {
        headers: { 'content-type': 'application/json', [OFFLINE_COPY_HEADER]: savedAt },
      }),
      ok([]),
    ];
    const fetch = vi.fn(async () => answers.shift()!);
    configureApiClient({ session: fakeSession().session, fetch: fetch as typeof globalThis.fetch });

    await callApi('GET /chats');
    expect(offlineCopies.get()?.savedAt?.toISOString()).toBe('2026-11-25T05:12:00.000Z');
    await callApi('GET /chats');
    expect(offlineCopies.get()).toBeNull();
  });

  it('unwraps the envelope and throws ApiError with status, code and field errors', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/user/users-count')
        ? ok({ hello: 'world' })
        : json(400, {
            success: false,
            message: 'Invalid',
            code: 'VALIDATION_ERROR',
            errors: [{ path: 'phoneNumber', message: 'Bad' }],
          }),
    );
    configureApiClient({ session: fakeSession().session, fetch: fetch as typeof globalThis.fetch });

    await expect(callApi('GET /user/users-count')).resolves.toEqual({ hello: 'world' });
    const failure = await callApi('POST /auth/change-password', {
      body: { currentPassword: 'a', newPassword: 'b' },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid' });
    expect((failure as ApiError).errors).toEqual([{ path: 'phoneNumber', message: 'Bad' }]);
    expect((failure as ApiError).data).toEqual({});
  });

  it("keeps the details an error code carries (ACCOUNT_SUSPENDED's until)", async () => {
    const until = '2026-12-01T10:00:00.000Z';
    const fetch = vi.fn(async () =>
      json(403, { success: false, message: 'Suspended', code: 'ACCOUNT_SUSPENDED', data: { until } }),
    );
    configureApiClient({ session: fakeSession().session, fetch: fetch as typeof globalThis.fetch });
    const failure = await callApi('POST /auth/login', { body: { phoneNumber: '+919812345678', password: 'x' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 403, code: 'ACCOUNT_SUSPENDED', data: { until } });
  });

  it('shares one refresh between parallel 401s, then retries each request once with the new token', async () => {
    const { session } = fakeSession();
    let refreshCalls = 0;
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url).endsWith('/auth/refresh-token')) {
        refreshCalls++;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return ok({ accessToken: 'new-access', refreshToken: 'new-refresh' });
      }
      return bearerOf(init) === 'Bearer new-access' ? ok({ url: String(url) }) : unauthorized();
    });
    configureApiClient({ session, fetch: fetch as typeof globalThis.fetch });

    const results = await Promise.all([
      callApi('GET /user/me'),
      callApi('GET /user/users-count'),
      callApi('GET /user/filters'),
    ]);

    expect(refreshCalls).toBe(1);
    expect(results).toEqual([{ url: '/api/user/me' }, { url: '/api/user/users-count' }, { url: '/api/user/filters' }]);
    expect(session.onTokensRefreshed).toHaveBeenCalledWith({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    expect(session.onSessionExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh is refused', async () => {
    const { session } = fakeSession();
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/auth/refresh-token')
        ? json(401, { success: false, message: 'Session expired', code: 'UNAUTHORIZED' })
        : unauthorized(),
    );
    configureApiClient({ session, fetch: fetch as typeof globalThis.fetch });

    await expect(callApi('GET /user/me')).rejects.toMatchObject({ status: 401 });
    expect(session.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never refreshes for the auth calls themselves', async () => {
    const { session } = fakeSession();
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      json(401, { success: false, message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }),
    );
    configureApiClient({ session, fetch: fetch as typeof globalThis.fetch });

    await expect(
      callApi('POST /auth/login', { body: { phoneNumber: '9876543210', password: 'x' } }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Invalid credentials',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(bearerOf(fetch.mock.calls[0]?.[1])).toBeUndefined();
    expect(session.onSessionExpired).not.toHaveBeenCalled();
  });
});
