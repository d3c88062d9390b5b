import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { DeferredOverlay, deferredOverlay } from '@/components/ui/deferred-overlay';
import { useUnreadNotificationsCount } from '../api/get-unread-count';

// The list and its popover load once the member starts using the page: the bell shows on every member page.
const notificationPopover = deferredOverlay(async () => (await import('./notification-popover')).NotificationPopover);

/** The bell in the top bar: the unread count, and the list under it with "Mark all read". */
export function NotificationBell() {
  const { t } = useLingui();
  const { data: unread = 0 } = useUnreadNotificationsCount();
  // Not "Notifications…": that is the toasts' region, which the e2e screenshots hide.
  const label = unread > 0 ? t`Show notifications, ${unread} unread` : t`Show notifications`;
  const trigger = {
    'aria-label': label,
    className:
      'relative grid size-11 shrink-0 place-items-center rounded-full text-foreground outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring',
    children: (
      <>
        <Bell className="size-6" aria-hidden />
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-bold text-primary-foreground ring-2 ring-background"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </>
    ),
  };
  return (
    <DeferredOverlay preload={notificationPopover.preload} trigger={trigger} popup="dialog">
      <notificationPopover.Overlay trigger={trigger} unread={unread} />
    </DeferredOverlay>
  );
}
