import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useFirstScreenShown } from '@/lib/first-screen';
import { notificationKeys } from './keys';

/** GET /notifications/unread-count: the number on the bell. */
export function getUnreadNotificationsCount(signal?: AbortSignal) {
  return callApi('GET /notifications/unread-count', { signal });
}

export const unreadNotificationsCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadNotificationsCount(signal),
  });

export function useUnreadNotificationsCount() {
  // A number on the frame, not the page: asked once the page itself is on screen.
  return useQuery({
    enabled: useFirstScreenShown(),
    ...unreadNotificationsCountQueryOptions(),
    select: (data) => data.count,
  });
}
