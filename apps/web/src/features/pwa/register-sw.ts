import { Workbox } from 'workbox-window';
import { pwaStore } from './pwa-store';

const SW_URL = '/sw.js';

/**
 * Registers the service worker (loaded after the first render, so it costs the first page nothing). A new version
 * installs in the background and waits; the member's "Reload" lets it take over, and only then is the page reloaded.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox(SW_URL);
  workbox.addEventListener('waiting', () => {
    pwaStore.updateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // A browser that refuses (private modes, policies, automation that blocks workers) runs the app without one.
  workbox.register().catch(() => undefined);
}
