import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Bell, CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Button } from '@/components/ui/button';
import type { OverlayTrigger } from '@/components/ui/deferred-overlay';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PersonSkeleton } from '@/components/ui/skeleton';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

/** The bell's list, mounted by NotificationBell once the member starts using the page (components/ui/deferred-overlay.tsx). */
export function NotificationPopover({ trigger, unread }: { trigger: OverlayTrigger; unread: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger {...trigger} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby="notifications-heading"
          className="z-50 flex max-h-[min(34rem,calc(100dvh-5rem))] w-[calc(100vw-1rem)] max-w-sm flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-xl outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in"
        >
          <NotificationList unread={unread} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationList({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const { t } = useLingui();
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();
  const rows = notifications.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-border py-2 pr-2 pl-4">
        <h2 id="notifications-heading" className="text-base font-semibold">
          <Trans>Notifications</Trans>
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          onClick={() => markAll.mutate()}
          className="text-primary"
        >
          <CheckCheck aria-hidden />
          <Trans>Mark all read</Trans>
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-1.5">
        {notifications.isPending ? (
          <div aria-busy aria-label={t`Loading notifications`} className="flex flex-col gap-1">
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex items-start gap-3 px-3 py-3">
                <PersonSkeleton name="w-4/5" detail="w-1/3" />
              </div>
            ))}
          </div>
        ) : notifications.isError ? (
          <ErrorState
            error={notifications.error}
            onRetry={() => void notifications.refetch()}
            retrying={notifications.isFetching}
            title={t`Could not load notifications`}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={Bell}
            title={t`Nothing new yet`}
            description={t`Comments and likes on your posts, interests and messages show up here.`}
          />
        ) : (
          <ul aria-label={t`Notification list`} className="flex flex-col gap-0.5">
            {rows.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={notification}
                  onOpen={(opened) => {
                    if (!opened.isRead) markOne.mutate(opened.id);
                    onNavigate();
                  }}
                />
              </li>
            ))}
            {notifications.hasNextPage ? (
              <li className="flex justify-center p-2">
                <Button
                  variant="outline"
                  size="sm"
                  loading={notifications.isFetchingNextPage}
                  onClick={() => void notifications.fetchNextPage()}
                >
                  <Trans>Load more</Trans>
                </Button>
              </li>
            ) : null}
          </ul>
        )}
      </div>
    </>
  );
}
