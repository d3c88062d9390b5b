import { QUERY_GC_MS, QUERY_RETRIES, QUERY_STALE_MS } from '@samaj/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const RETRY_BASE_DELAY_MS = 1000;
const RETRY_MAX_DELAY_MS = 30_000;

/** A 4xx is the server's answer, not a hiccup: asking again would get the same answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUERY_RETRIES;
}

export function retryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attemptIndex, RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // offlineFirst: without a network a query still asks once, so the service worker can answer with its last copy.
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: shouldRetry,
        retryDelay,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}
