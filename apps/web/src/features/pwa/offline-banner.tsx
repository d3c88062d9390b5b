import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Without a network the pages show the service worker's last copies: this says so. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-16 z-20 flex items-center justify-center gap-2 border-b border-border bg-muted px-4 py-2 text-sm font-medium text-foreground"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      <Trans>You&apos;re offline — showing what you saw last</Trans>
    </div>
  );
}
