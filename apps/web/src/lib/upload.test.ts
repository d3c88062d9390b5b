import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApiClient, type ApiSession } from './api-client';
import { uploadForm } from './upload';

interface Answer {
  status: number;
  body: unknown;
}

/** Answers each request in turn; records the headers it was sent with. */
class FakeXhr {
  static answers: Answer[] = [];
  static sent: { method: string; url: string; headers: Record<string, string> }[] = [];

  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send() {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: this.headers });
    const answer = FakeXhr.answers.shift();
    queueMicrotask(() => {
      if (!answer) {
        this.onerror?.();
        return;
      }
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    });
  }
}

function fakeSession() {
  const tokens = { accessToken: 'old-access', refreshToken: 'old-refresh' };
  return {
    getAccessToken: () => tokens.accessToken,
    getRefreshToken: () => tokens.refreshToken,
    onTokensRefreshed: vi.fn((next: { accessToken: string; refreshToken: string }) => Object.assign(tokens, next)),
    onSessionExpired: vi.fn(),
  } satisfies ApiSession;
}

const form = () => new FormData();

describe('uploadForm', () => {
  beforeEach(() => {
    FakeXhr.answers = [];
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token, reports progress and unwraps the envelope', async () => {
    configureApiClient({ session: fakeSession() });
    FakeXhr.answers.push({ status: 200, body: { success: true, message: 'OK', data: '/media/abc.webp' } });
    const progress: number[] = [];

    await expect(uploadForm('PUT /user/profile-image', form(), { onProgress: (p) => progress.push(p) })).resolves.toBe(
      '/media/abc.webp',
    );
    expect(FakeXhr.sent).toEqual([
      {
        method: 'PUT',
        url: '/api/user/profile-image',
        headers: { accept: 'application/json', authorization: 'Bearer old-access' },
      },
    ]);
    expect(progress).toEqual([0, 50, 100]);
  });

  it('refreshes the token once on a 401 and retries with the new one', async () => {
    const session = fakeSession();
    const fetch = vi.fn(async () =>
      Response.json({ success: true, message: 'OK', data: { accessToken: 'new-access', refreshToken: 'new-refresh' } }),
    );
    configureApiClient({ session, fetch: fetch as typeof globalThis.fetch });
    FakeXhr.answers.push(
      { status: 401, body: { success: false, message: 'Token expired', code: 'TOKEN_EXPIRED' } },
      { status: 200, body: { success: true, message: 'OK', data: '/media/new.webp' } },
    );

    await expect(uploadForm('PUT /user/profile-image', form())).resolves.toBe('/media/new.webp');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent.map((request) => request.headers.authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    expect(session.onSessionExpired).not.toHaveBeenCalled();
  });

  it('throws the server message and field errors', async () => {
    configureApiClient({ session: fakeSession() });
    FakeXhr.answers.push({
      status: 415,
      body: { success: false, message: 'The file is not a JPEG, PNG or WebP image', code: 'UNSUPPORTED_MEDIA_TYPE' },
    });

    const failure = await uploadForm('PUT /user/profile-image', form()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 415, message: 'The file is not a JPEG, PNG or WebP image' });
  });

  it('turns a dropped connection into a friendly error', async () => {
    configureApiClient({ session: fakeSession() });
    await expect(uploadForm('PUT /user/profile-image', form())).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});
