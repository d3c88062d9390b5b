import { API_BASE, connectionError, readEnvelope, withSession } from './api-client';

/** A 5 MB photo over slow 4G can take a minute; the JSON calls' 30 s would cut it off. */
const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** 0..100, as the bytes leave the phone. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends multipart form data with upload progress (fetch cannot report it), the bearer token, and the same 401 →
 * refresh → retry as every other call. Resolves with the envelope's `data`; throws an ApiError otherwise.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return withSession((accessToken) => sendForm<T>(path, form, accessToken, options));
}

function sendForm<T>(
  path: string,
  form: FormData,
  accessToken: string | null,
  { method = 'PUT', onProgress, signal }: UploadOptions,
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
