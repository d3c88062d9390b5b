/**
 * A phone can lose its data while the browser still says it is online, so no "online" event would come: tried again
 * this often too.
 */
const RETRY_MS = 30_000;

/**
 * Code loaded apart from the first render (the live connection's client, the service worker's registration, the
 * outbox): when the network is gone at that moment, it is loaded again once the browser is back online, or every
 * `RETRY_MS`, rather than the page going on without it after an uncaught error. Browsers fetch a failed dynamic import
 * again when asked again.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          clearTimeout(timer);
          resolve(loadWhenOnline(load));
        };
        window.addEventListener('online', again);
        const timer = setTimeout(again, RETRY_MS);
      }),
  );
}
