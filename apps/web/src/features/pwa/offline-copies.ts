import { API_CACHE } from './sw-protocol';

/** Drops the service worker's copies of API answers, so the next member on this phone never sees this one's data. */
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
