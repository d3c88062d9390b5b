import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { History, WifiOff } from 'lucide-react';
import { formatDate } from '@/lib/i18n/format';
import { offlineCopies } from '@/lib/offline-copy';
import { cn } from '@/lib/utils';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** 10:42 am today, 25 Nov, 10:42 am before. */
function savedTime(savedAt: Date): string {
  const today = new Date().toDateString() === savedAt.toDateString();
  return formatDate(savedAt, today ? 'time' : 'dayMonthTime');
}

/**
 * Under the header: the pages show the service worker's saved copies (no network, or one too slow to answer in 4 s),
 * and from when; or, offline with nothing read yet, that what shows is what was seen last. `className` places it
 * (the frame's is sticky under the top bar; a conversation, which covers the frame on a phone, shows its own).
 */
export function OfflineBanner({ className }: { className?: string }) {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  const copy = useSyncExternalStore(offlineCopies.subscribe, offlineCopies.get);
  if (online && !copy) return null;
  const Icon = online ? History : WifiOff;
  const time = copy?.savedAt ? savedTime(copy.savedAt) : null;
  const at = copy?.savedAt?.toISOString();
  let text;
  if (!copy) text = <Trans>You&apos;re offline — showing what you saw last</Trans>;
  else if (time && !online)
    text = (
      <Trans>
        Saved copy from <time dateTime={at}>{time}</time> · you&apos;re offline
      </Trans>
    );
  else if (time)
    text = (
      <Trans>
        Saved copy from <time dateTime={at}>{time}</time> · the connection is slow
      </Trans>
    );
  else if (!online) text = <Trans>Saved copy · you&apos;re offline</Trans>;
  else text = <Trans>Saved copy · the connection is slow</Trans>;
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-2 border-b border-border bg-muted px-4 py-1.5 text-sm text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </div>
  );
}
