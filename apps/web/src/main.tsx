import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/providers';
import { createAppRouter } from './app/browser-router';
import { whenInitialized } from './app/router-ready';
import { offerPushAfterSending } from './app/offer-push';
import { takeEarlyTap, takePrerendered } from './app/prerendered';
import { startSession } from './app/session';
import { startPwa } from './features/pwa/start-pwa';
import { activateLanguage, currentLanguage, initialLanguage } from './lib/i18n';
import { followSystemTheme } from './lib/theme';
import './index.css';

startSession(queryClient);
offerPushAfterSending(queryClient);
followSystemTheme();
const router = createAppRouter();
// A Hindi reader's catalogues arrive before the first paint, so no screen flashes in English (offline without them:
// English). Not a top-level await: that keeps Rolldown from putting the shell into this chunk (20 more small files).
void activateLanguage(initialLanguage())
  .catch(() => undefined)
  .then(async () => {
    // /login and /signup come prerendered (vite-prerender.ts): the app takes over the copy on screen once the page's
    // code is in, keeping what a guest typed meanwhile. Any other page, or a member, renders afresh.
    const prerendered = takePrerendered(currentLanguage());
    if (prerendered) {
      await whenInitialized(router);
      const earlyTap = takeEarlyTap();
      // As a transition, hydration yields to the browser every few milliseconds: typing stays responsive meanwhile.
      startTransition(() => void hydrateRoot(prerendered, <App router={router} />));
      // React listens from now on: a tap on a part it has not hydrated yet hydrates that part first, then runs.
      earlyTap?.click();
    } else {
      // As a transition too: the first render yields every few milliseconds instead of holding the phone for one long
      // task (Lighthouse's total blocking time), and the splash stays until the whole first screen is ready.
      const root = createRoot(document.getElementById('root')!);
      startTransition(() => root.render(<App router={router} />));
    }
    startPwa();
  });
