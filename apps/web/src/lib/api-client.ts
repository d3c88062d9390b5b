import type { AuthTokens } from '@samaj/shared/auth';

export const API_BASE = '/api';
const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiFieldError {
  path: string;
  message: string;
}

/** Any failed call: the server's status, machine code, human message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: ApiFieldError[];

  constructor(status: number, code: string, message: string, errors: ApiFieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** How the client reaches the session; wired to the auth store in app/ so lib never imports a feature. */
export interface ApiSession {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  onTokensRefreshed(tokens: AuthTokens): void;
  /** The refresh token was refused: wipe the session (the guards then send the member to /login). */
  onSessionExpired(): void;
  /** Re-reads tokens another tab may have rotated (optional). */
  reload?(): void;
}

const noSession: ApiSession = {
  getAccessToken: () => null,
  getRefreshToken: () => null,
  onTokensRefreshed: () => {},
  onSessionExpired: () => {},
};

let session: ApiSession = noSession;
let fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args);

export function configureApiClient(options: { session: ApiSession; fetch?: typeof fetch }): void {
  session = options.session;
  if (options.fetch) fetchImpl = options.fetch;
}

/** Calls that never carry a bearer token nor trigger a refresh (a 401 there is a real answer). */
const PUBLIC_AUTH_PATHS = new Set([
  '/auth/login',
  '/auth/signup',
  '/auth/refresh-token',
  '/auth/logout',
  '/auth/request-otp',
  '/auth/verify-otp',
  '/auth/request-reset-password',
  '/auth/verify-reset-request',
  '/auth/reset-password',
]);

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Null and empty values are dropped (SPEC §5). */
  query?: Record<string, QueryValue | QueryValue[]>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === null || value === undefined || value === '') continue;
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

const fallbackMessages: Record<number, string> = {
  0: 'No connection. Check your internet and try again.',
  401: 'Please log in again.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  413: 'That file is too large.',
  429: 'Too many attempts. Please wait a little and try again.',
};

function codeForStatus(status: number): string {
  if (status === 429) return 'RATE_LIMITED';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'BAD_REQUEST';
}

/** Unwraps `{ success, message, data }` from a response body, or throws the ApiError it describes. */
export function readEnvelope<T>(status: number, ok: boolean, text: string): T {
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  const envelope = (payload ?? {}) as {
    success?: boolean;
    message?: unknown;
    code?: unknown;
    data?: unknown;
    errors?: unknown;
  };

  if (!ok || envelope.success === false) {
    const failedStatus = ok ? 400 : status;
    const message =
      typeof envelope.message === 'string' && envelope.message
        ? envelope.message
        : (fallbackMessages[failedStatus] ?? 'Something went wrong. Please try again.');
    const code = typeof envelope.code === 'string' ? envelope.code : codeForStatus(failedStatus);
    const errors = Array.isArray(envelope.errors) ? (envelope.errors as ApiFieldError[]) : [];
    throw new ApiError(failedStatus, code, message, errors);
  }
  return envelope.data as T;
}

/** The message for a request that never got an answer (offline, or too slow). */
export function connectionError(timedOut: boolean): ApiError {
  return new ApiError(
    0,
    timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
    timedOut ? 'The connection is slow and the request timed out. Please try again.' : fallbackMessages[0]!,
  );
}

async function send<T>(path: string, options: RequestOptions, accessToken: string | null): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal =
    options.signal && typeof AbortSignal.any === 'function'
      ? AbortSignal.any([options.signal, timeout])
      : (options.signal ?? timeout);

  let response: Response;
  try {
    response = await fetchImpl(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: body ?? null,
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw connectionError(timeout.aborted);
  }

  const text = await response.text().catch(() => '');
  return readEnvelope<T>(response.status, response.ok, text);
}

let refreshInFlight: Promise<string | null> | null = null;

/**
 * One refresh for every request that got a 401 at the same time. The API rotates refresh tokens and
 * revokes the whole family when an old one is reused, so two parallel refreshes would log the member out.
 */
export function refreshAccessToken(staleAccessToken: string | null): Promise<string | null> {
  refreshInFlight ??= withRefreshLock(() => rotateTokens(staleAccessToken)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/** Serialises refreshes across tabs too (Web Locks), when the browser has them. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request('samaj:refresh-token', task) : task();
}

async function rotateTokens(staleAccessToken: string | null): Promise<string | null> {
  session.reload?.();
  const current = session.getAccessToken();
  // Another request (or tab) already rotated the tokens while this one waited.
  if (current && current !== staleAccessToken) return current;
  const refreshToken = session.getRefreshToken();
  if (!refreshToken) return null;
  try {
    const tokens = await send<AuthTokens>(
      '/auth/refresh-token',
      { method: 'POST', body: { token: refreshToken } },
      null,
    );
    session.onTokensRefreshed(tokens);
    return tokens.accessToken;
  } catch (error) {
    // Only the server's "no" ends the session; a dropped 4G connection must not log the member out.
    if (error instanceof ApiError && error.isClientError) return null;
    throw error;
  }
}

/**
 * Runs `attempt` with the current access token. A 401 gets one refresh (shared with every other request) and one
 * retry with the new token; a refused refresh ends the session. Used by apiRequest and the upload helper.
 */
export async function withSession<T>(attempt: (accessToken: string | null) => Promise<T>): Promise<T> {
  const accessToken = session.getAccessToken();
  try {
    return await attempt(accessToken);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !session.getRefreshToken()) throw error;
    const freshToken = await refreshAccessToken(accessToken);
    if (!freshToken) {
      session.onSessionExpired();
      throw error;
    }
    try {
      return await attempt(freshToken);
    } catch (retryError) {
      if (retryError instanceof ApiError && retryError.status === 401) session.onSessionExpired();
      throw retryError;
    }
  }
}

/** Calls the API and returns the envelope's `data`; throws an ApiError otherwise. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (PUBLIC_AUTH_PATHS.has(path)) return send<T>(path, options, null);
  return withSession((accessToken) => send<T>(path, options, accessToken));
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A message fit for a toast from whatever was thrown. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}
