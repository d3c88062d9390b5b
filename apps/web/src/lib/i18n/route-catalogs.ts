import { lazy, type ComponentType } from 'react';
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

/**
 * React's `lazy` for a part of a screen whose code loads when first needed (a dialog, the open composer): like a lazy
 * route, it shows once a Hindi reader's catalogues for that code have come.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own `lazy`: any props
export function lazyWithCatalogs<T extends ComponentType<any>>(load: () => Promise<T>) {
  return lazy(async () => ({ default: await afterCatalogs(load)() }));
}
