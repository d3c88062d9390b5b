/**
 * Code loaded apart from the first render (the live connection's client, the service worker's registration, the
 * outbox): when the network is gone at that moment, it is loaded again once the browser is back online, rather than the
 * page going on without it after an uncaught error. Browsers fetch a failed dynamic import again when asked again.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        window.addEventListener('online', () => resolve(loadWhenOnline(load)), { once: true });
      }),
  );
}
