import type { HttpMethod } from '@samaj/shared/contract';
import type { ApiEndpoints } from '@samaj/shared/contracts';
import {
  API_BASE,
  connectionError,
  readEnvelope,
  requestLine,
  withSession,
  type ApiResponse,
  type ApiRoute,
} from './api-client';

/** A 5 MB photo over slow 4G can take a minute; the JSON calls' 30 s would cut it off. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** The endpoints that take a multipart form. */
export type UploadRoute = { [R in ApiRoute]: ApiEndpoints[R] extends { form: object | true } ? R : never }[ApiRoute];

export interface UploadOptions {
  /** The path parameters of the route, if it has any. */
  params?: Record<string, string>;
  /** 0..100, as the bytes leave the phone. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends multipart form data with upload progress (fetch cannot report it), the bearer token, and the same 401 →
 * refresh → retry as every other call. Resolves with the envelope's `data`; throws an ApiError otherwise.
 */
export function uploadForm<R extends UploadRoute>(
  route: R,
  form: FormData,
  options: UploadOptions = {},
): Promise<ApiResponse<R>> {
  const { method, path } = requestLine(route, options.params);
  return withSession((accessToken) => sendForm<ApiResponse<R>>(method, path, form, accessToken, options));
}

function sendForm<T>(
  method: HttpMethod,
  path: string,
  form: FormData,
  accessToken: string | null,
  { onProgress, signal }: UploadOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}${path}`);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('accept', 'application/json');
    if (accessToken) request.setRequestHeader('authorization', `Bearer ${accessToken}`);

    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      settle();
      try {
        resolve(readEnvelope<T>(request.status, request.status >= 200 && request.status < 300, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => {
      settle();
      reject(connectionError(false));
    };
    request.ontimeout = () => {
      settle();
      reject(connectionError(true));
    };
    request.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    };
    onProgress?.(0);
    request.send(form);
  });
}
