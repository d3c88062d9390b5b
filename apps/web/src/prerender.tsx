/**
 * The build's server-side render of the guest pages (apps/web/vite-prerender.ts runs it in Node): the same routes and
 * <App> as main.tsx, for a guest, in one language. main.tsx hydrates this markup; a memory router stands in for the
 * browser's.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';
import { whenInitialized } from './app/router-ready';
import { authStore } from './features/auth/stores/auth-store';
import { activateLanguage, type Language } from './lib/i18n';

export async function render(path: string, language: Language): Promise<string> {
  // A guest: nothing is stored in Node, so the guard shows the page rather than its session spinner.
  authStore.hydrate();
  await activateLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  try {
    await whenInitialized(router);
    if (router.state.errors) throw new Error(`${path} did not render: ${JSON.stringify(router.state.errors)}`);
    return renderToString(<App router={router} />);
  } finally {
    router.dispose();
  }
}
