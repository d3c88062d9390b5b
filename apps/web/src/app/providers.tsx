import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** Fresh 5 min, kept 5 min, 3 retries doubling 1 s → 30 s, never retrying a 4xx (lib/query-client). */
export const queryClient = createQueryClient();

const subscribeToLanguage = (onChange: () => void) => i18n.on('change', onChange);
const activeLanguage = () => i18n.locale;

export function AppProviders({ children }: { children: ReactNode }) {
  // A new language renders every screen afresh, so that texts formatted outside Lingui (dates, numbers) follow it too.
  const language = useSyncExternalStore(subscribeToLanguage, activeLanguage, activeLanguage);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Fragment key={language}>{children}</Fragment>
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
