/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { PushPayload } from '@samaj/shared/push';
import { API_CACHE, HINDI_ASSET, OFFLINE_HEADER, offlineReadable, SKIP_WAITING } from './features/pwa/sw-protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// The app shell: hashed scripts, styles and icons, and index.html for every page the app routes itself. /login and
// /signup get their prerendered HTML (login.html, signup.html: vite-prerender.ts), as from the server: the precache
// answers a path with its .html file (Workbox's cleanURLs) before the navigation route below.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/socket\.io\//],
  }),
);

// The Hindi catalogues and font are left out of the precache (an English reader never downloads them); a Hindi reader
// keeps them once fetched. Their names carry a content hash, so a stored copy is never stale.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && HINDI_ASSET.test(url.pathname),
  new CacheFirst({ cacheName: 'samaj-hindi', plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
);

// What the member saw last (feed, chats, a conversation, the bell, their profile) opens without a network. A network
// answer always wins; after 4 s of waiting, or with no network, the stored copy is used and marked with the time the
// server gave it (its Date header), which the pages show.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && offlineReadable(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return cachedResponse;
          const headers = new Headers(cachedResponse.headers);
          headers.set(OFFLINE_HEADER, cachedResponse.headers.get('date') ?? 'unknown');
          return new Response(await cachedResponse.blob(), {
            status: cachedResponse.status,
            statusText: cachedResponse.statusText,
            headers,
          });
        },
      },
    ],
  }),
);

// A new version waits until the member chooses "Reload", so a running session (a half-written message) is never cut.
self.addEventListener('message', (event) => {
  if (event.data && typeof event.data === 'object' && 'type' in event.data && event.data.type === SKIP_WAITING)
    void self.skipWaiting();
});
clientsClaim();

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      // The same tag replaces the earlier notification; renotify still rings for the newer message.
      renotify: true,
      data: { url: payload.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
    } as NotificationOptions),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const path = data && typeof data === 'object' && 'url' in data && typeof data.url === 'string' ? data.url : '/';
  const target = new URL(path, self.location.origin);
  // Only the app's own pages are opened.
  const href = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(openOrFocus(href));
});

async function openOrFocus(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // Brought to the front first (a tap allows it); a browser that refuses still gets the tab on the right screen.
    const focused = await open.focus().catch(() => open);
    await focused.navigate(href).catch(() => self.clients.openWindow(href));
    return;
  }
  await self.clients.openWindow(href);
}

function readPayload(data: PushMessageData | null): PushPayload | null {
  if (!data) return null;
  try {
    const parsed = data.json() as Partial<PushPayload>;
    if (typeof parsed.title !== 'string') return null;
    return {
      type: parsed.type ?? 'MESSAGE',
      title: parsed.title,
      body: typeof parsed.body === 'string' ? parsed.body : '',
      url: typeof parsed.url === 'string' ? parsed.url : '/',
      tag: typeof parsed.tag === 'string' ? parsed.tag : 'samaj',
    };
  } catch {
    return null;
  }
}
