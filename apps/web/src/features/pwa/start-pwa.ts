import { pwaStore, type InstallPromptEvent } from './pwa-store';

/**
 * Listens for the browser's install offer from the start (it may come before any page asks), and registers the
 * service worker once the page has loaded, so neither its code nor its downloads compete with the first render (on a
 * prerendered page, loaded before the app's code runs: once the browser is idle, after the app has taken the page
 * over).
 */
export function startPwa(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwaStore.installOffered(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => pwaStore.installOffered(null));
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => void import('./register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState !== 'complete') window.addEventListener('load', register, { once: true });
  else if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 2000);
}
