import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';

/**
 * The whole app around a router: the browser's in main.tsx, a memory router in the build's prerender (prerender.tsx).
 * One component for both, so the prerendered HTML is exactly what the browser renders and can hydrate.
 */
export function App({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
