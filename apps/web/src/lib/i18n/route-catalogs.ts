import type { RouteObject } from 'react-router';
import { catalogsReady } from './catalogs';

const afterCatalogs =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const loaded = await load();
    await catalogsReady();
    return loaded;
  };

/**
 * Each lazy route resolves once its code is evaluated and, for a Hindi reader, the catalogues that code asked for
 * (lib/i18n/catalogs.ts) have arrived: the screen first shows in Hindi. In English nothing is waited for.
 */
export function withCatalogs(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    const { lazy } = route;
    if (typeof lazy === 'function') route.lazy = afterCatalogs(lazy);
    else if (lazy)
      route.lazy = Object.fromEntries(
        Object.entries(lazy).map(([key, load]) => [key, afterCatalogs(load as () => Promise<unknown>)]),
      );
    if (route.children) withCatalogs(route.children);
  }
  return routes;
}
