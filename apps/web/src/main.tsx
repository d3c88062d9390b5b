import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, queryClient } from './app/providers';
import { router } from './app/router';
import { offerPushAfterSending } from './app/offer-push';
import { startSession } from './app/session';
import { startPwa } from './features/pwa/start-pwa';
import { activateLanguage, initialLanguage } from './lib/i18n';
import { followSystemTheme } from './lib/theme';
import './index.css';

startSession(queryClient);
offerPushAfterSending(queryClient);
followSystemTheme();
startPwa();
// A Hindi reader's catalogues arrive before the first paint, so no screen flashes in English (offline without them:
// English). Not a top-level await: that keeps Rolldown from putting the shell into this chunk (20 more small files).
void activateLanguage(initialLanguage())
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
