import { firstScreen } from '@/lib/first-screen';
import { loadWhenOnline } from '@/lib/load-when-online';
import { pwaStore, type InstallPromptEvent } from './pwa-store';

/**
 * Listens for the browser's install offer from the start (it may come before any page asks), and registers the
 * service worker once the first screen is shown and the browser is idle, so neither its code nor the app it then
 * downloads for offline use compete with the first page.
 */
export function startPwa(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwaStore.installOffered(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => pwaStore.installOffered(null));
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () =>
    void loadWhenOnline(() => import('./register-sw')).then(({ registerServiceWorker }) => registerServiceWorker());
  void firstScreen.whenShown().then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 2000);
  });
}
