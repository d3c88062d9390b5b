import type { DataRouter } from 'react-router';

/**
 * Resolves once a router has loaded the code of its first page (the lazy routes and, in Hindi, their catalogues): only
 * then does it render that page rather than its fallback, as the prerendered HTML shows it.
 */
export function whenInitialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
