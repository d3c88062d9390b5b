import type { AuthTokens } from '@samaj/shared/auth';
import { fillPath, type HttpMethod, type RequestOf, type ResponseOf } from '@samaj/shared/contract';
import type { ApiEndpoints } from '@samaj/shared/contracts';
import { takeEarlyAnswer } from './early-answers';
import { currentLanguage, i18n } from './i18n';
import { offlineCopies } from './offline-copy';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

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
  /** Details some codes carry, e.g. ACCOUNT_SUSPENDED's `{ until }`. */
  readonly data: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    errors: ApiFieldError[] = [],
    data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.data = data;
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

/** An endpoint of the API by its contract's name, e.g. `'GET /posts/:id'` (packages/shared/src/contracts). */
export type ApiRoute = keyof ApiEndpoints & string;
/** The `data` an endpoint answers with, as its contract says. */
export type ApiResponse<R extends ApiRoute> = ResponseOf<ApiEndpoints[R]>;
/** What a caller sends to an endpoint (path parameters, query, JSON body), as its contract says. */
export type ApiRequest<R extends ApiRoute> = RequestOf<ApiEndpoints[R]>;

type PublicRoute = { [R in ApiRoute]: ApiEndpoints[R]['auth'] extends false ? R : never }[ApiRoute];

/** Calls that never carry a bearer token nor trigger a refresh (a 401 there is a real answer); the compiler keeps
 * this list equal to the contracts that need no token. */
const PUBLIC_ROUTES: Record<PublicRoute, true> = {
  'GET /health': true,
  'GET /ready': true,
  'POST /auth/login': true,
  'POST /auth/signup': true,
  'POST /auth/refresh-token': true,
  'POST /auth/logout': true,
  'POST /auth/request-otp': true,
  'POST /auth/verify-otp': true,
  'POST /auth/request-reset-password': true,
  'POST /auth/verify-reset-request': true,
  'POST /auth/reset-password': true,
  'GET /grievances/officer': true,
  'POST /grievances': true,
  'GET /grievances/:ticket': true,
  'GET /legal': true,
  'POST /account/restore': true,
};
const isPublicRoute = (route: ApiRoute): route is PublicRoute => Object.hasOwn(PUBLIC_ROUTES, route);

/** The method and the filled-in path of a route. */
export function requestLine(route: ApiRoute, params: object | undefined): { method: HttpMethod; path: string } {
  const [method, path] = route.split(' ') as [HttpMethod, string];
  return { method, path: fillPath(path, params as Record<string, unknown> | undefined) };
}

interface RequestOptions {
  method: HttpMethod;
  body?: unknown;
  /** Null and empty values are dropped, a list is sent as repeated keys. */
  query?: object | undefined;
  signal?: AbortSignal | undefined;
  /** The member whose marriage profile the caller manages as family (the API's `X-Acting-For`). */
  actingFor?: string | undefined;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values: unknown[] = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === null || value === undefined || value === '') continue;
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

const fallbackMessages: Record<number, MessageDescriptor> = {
  0: msg`No connection. Check your internet and try again.`,
  401: msg`Please log in again.`,
  403: msg`You are not allowed to do that.`,
  404: msg`Not found.`,
  413: msg`That file is too large.`,
  429: msg`Too many attempts. Please wait a little and try again.`,
};
const somethingWentWrong = msg`Something went wrong. Please try again.`;

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
        : i18n._(fallbackMessages[failedStatus] ?? somethingWentWrong);
    const code = typeof envelope.code === 'string' ? envelope.code : codeForStatus(failedStatus);
    const errors = Array.isArray(envelope.errors) ? (envelope.errors as ApiFieldError[]) : [];
    const data =
      envelope.data && typeof envelope.data === 'object' && !Array.isArray(envelope.data)
        ? (envelope.data as Record<string, unknown>)
        : {};
    throw new ApiError(failedStatus, code, message, errors, data);
  }
  return envelope.data as T;
}

/** The message for a request that never got an answer (offline, or too slow). */
export function connectionError(timedOut: boolean): ApiError {
  return new ApiError(
    0,
    timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
    i18n._(timedOut ? msg`The connection is slow and the request timed out. Please try again.` : fallbackMessages[0]!),
  );
}

async function send<T>(path: string, options: RequestOptions, accessToken: string | null): Promise<T> {
  // The API answers its messages in the reader's language (codes never change).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage() };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (options.actingFor) headers['x-acting-for'] = options.actingFor;

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal =
    options.signal && typeof AbortSignal.any === 'function'
      ? AbortSignal.any([options.signal, timeout])
      : (options.signal ?? timeout);

  const url = buildUrl(path, options.query);
  const request = () => fetchImpl(url, { method: options.method, headers, body: body ?? null, signal });
  // The same request, sent by first-paint.js before the app's code arrived; asked again if it failed on the way.
  const early = options.method === 'GET' ? takeEarlyAnswer(url, accessToken) : null;
  let response: Response;
  try {
    response = await (early ? early.catch(request) : request());
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw connectionError(timeout.aborted);
  }

  const text = await response.text().catch(() => '');
  if (options.method === 'GET' && response.ok) offlineCopies.noteAnswer(response.headers);
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
    const body: ApiRequest<'POST /auth/refresh-token'>['body'] = { token: refreshToken };
    const tokens = await send<ApiResponse<'POST /auth/refresh-token'>>(
      '/auth/refresh-token',
      { method: 'POST', body },
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
 * retry with the new token; a refused refresh ends the session. Used by callApi and the upload helper.
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

export type CallOptions<R extends ApiRoute> = ApiRequest<R> & {
  signal?: AbortSignal | undefined;
  /** Managing a family member's marriage profile: the call is made for them (only matrimonial calls allow it). */
  actingFor?: string | undefined;
};
/** The options may be left out when the endpoint needs nothing (no parameters, no body, an optional query). */
export type CallArgs<R extends ApiRoute> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/**
 * Calls an endpoint by its contract's name and returns the envelope's `data`, typed by the contract; throws an
 * ApiError otherwise. `callApi('GET /posts/:id', { params: { id } })`.
 */
export function callApi<R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<ApiResponse<R>> {
  const options: unknown = args[0];
  const { params, query, body, signal, actingFor } = (options ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
    actingFor?: string;
  };
  const { method, path } = requestLine(route, params);
  const request: RequestOptions = { method, query, body, signal, actingFor };
  if (isPublicRoute(route)) return send<ApiResponse<R>>(path, request, null);
  return withSession((accessToken) => send<ApiResponse<R>>(path, request, accessToken));
}

/** A message fit for a toast from whatever was thrown. */
export function errorMessage(error: unknown, fallback = i18n._(somethingWentWrong)): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}
