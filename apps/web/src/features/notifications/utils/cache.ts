import type { Notification, UnreadNotificationsCount } from '@samaj/shared/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { NotificationsData } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';

/**
 * A notification from the socket goes to the top of the list. Grouped ones (likes of a post, messages of a chat) keep
 * their id while unread: the old entry moves up with its new text instead of a second one appearing.
 */
export function addNotification(queryClient: QueryClient, notification: Notification): void {
  let wasUnread = false;
  queryClient.setQueryData<NotificationsData>(notificationKeys.list(), (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      rows: page.rows.filter((row) => {
        if (row.id !== notification.id) return true;
        wasUnread = !row.isRead;
        return false;
      }),
    }));
    const [first, ...rest] = pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, rows: [notification, ...first.rows] }, ...rest] };
  });
  // A grouped one with a count above 1 updated an unread notification (a read one is never updated): no new unread.
  const updatedUnread = wasUnread || (notification.data.count ?? 1) > 1;
  if (!notification.isRead && !updatedUnread) {
    queryClient.setQueryData<UnreadNotificationsCount>(notificationKeys.unreadCount(), (data) =>
      data ? { count: data.count + 1 } : data,
    );
  }
}

/** These notifications (null: all of them) are read. */
export function applyNotificationsRead(queryClient: QueryClient, ids: string[] | null): void {
  const wanted = ids ? new Set(ids) : null;
  let newlyRead = 0;
  queryClient.setQueryData<NotificationsData>(notificationKeys.list(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            rows: page.rows.map((row) => {
              if (row.isRead || (wanted && !wanted.has(row.id))) return row;
              newlyRead += 1;
              return { ...row, isRead: true };
            }),
          })),
        }
      : data,
  );
  queryClient.setQueryData<UnreadNotificationsCount>(notificationKeys.unreadCount(), (data) => {
    if (!data) return data;
    if (!wanted) return { count: 0 };
    return { count: Math.max(0, data.count - newlyRead) };
  });
  // Some of them may not be in the loaded list: the server has the exact number.
  if (wanted) void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
}
