import type { UnreadNotificationsCount } from '@samaj/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /notifications/unread-count: the number on the bell. */
export function getUnreadNotificationsCount(signal?: AbortSignal): Promise<UnreadNotificationsCount> {
  return api.get<UnreadNotificationsCount>('/notifications/unread-count', signal ? { signal } : undefined);
}

export const unreadNotificationsCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadNotificationsCount(signal),
  });

export function useUnreadNotificationsCount() {
  return useQuery({ ...unreadNotificationsCountQueryOptions(), select: (data) => data.count });
}
