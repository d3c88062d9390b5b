/** Names the page and the service worker share. */
import { OFFLINE_COPY_HEADER } from '@/lib/offline-copy';

/** Where the service worker keeps the member's last-seen API answers; emptied on logout and login. */
export const API_CACHE = 'samaj-api-v1';

/** Set by the service worker on an API answer that came from its cache rather than the network: when it was saved. */
export const OFFLINE_HEADER = OFFLINE_COPY_HEADER;

/** The page's "Reload" tells a waiting new version to take over (workbox-window's `messageSkipWaiting`). */
export const SKIP_WAITING = 'SKIP_WAITING';

const offlineReadablePaths = [
  /^\/api\/posts$/,
  /^\/api\/posts\/[^/]+$/,
  /^\/api\/chats$/,
  /^\/api\/chats\/[^/]+\/messages$/,
  /^\/api\/chats\/participant\/[^/]+$/,
  /^\/api\/notifications$/,
  /^\/api\/user\/me$/,
];

/** The reads that open without a network: the feed, chats, a conversation, the bell's list and my profile. */
export function offlineReadable(pathname: string): boolean {
  return offlineReadablePaths.some((pattern) => pattern.test(pathname));
}

/** The Hindi catalogue chunks (kept out of the precache: vite.config.ts) and the Devanagari font. */
export const HINDI_ASSET = /^\/assets\/(hi-[\w-]+\.js|noto-sans-devanagari-[\w-]+\.woff2)$/;
