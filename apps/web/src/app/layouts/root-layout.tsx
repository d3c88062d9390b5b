import { Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { UpdatePrompt } from '@/features/pwa/update-prompt';
import { firstScreen } from '@/lib/first-screen';
import { useLingui } from '@lingui/react/macro';

/** Wraps every page: the loading fallback, scroll restoration and a thin bar while a page's code loads. */
export function RootLayout() {
  const navigation = useNavigation();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // After the first page's effects, so the queries it needs have started (a parent's effects run after its children's).
  useEffect(() => firstScreen.arm(queryClient), [queryClient]);
  return (
    <>
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label={t`Loading page`}
          className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary-soft"
        >
          <div className="h-full w-1/3 animate-[page-loading_1.1s_ease-in-out_infinite] rounded-full bg-primary" />
        </div>
      ) : null}
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
      <UpdatePrompt />
    </>
  );
}
