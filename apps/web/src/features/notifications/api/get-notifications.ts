import { NOTIFICATIONS_PAGE_SIZE } from '@samaj/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { callApi, type ApiResponse } from '@/lib/api-client';
import { notificationKeys } from './keys';

export type NotificationsData = InfiniteData<ApiResponse<'GET /notifications'>, number>;

/** GET /notifications: mine, newest first, with how many are unread. */
export function getNotifications(page: number, signal?: AbortSignal) {
  return callApi('GET /notifications', { query: { page, limit: NOTIFICATIONS_PAGE_SIZE }, signal });
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPageParam * NOTIFICATIONS_PAGE_SIZE < lastPage.total ? lastPageParam + 1 : undefined,
  });

export function useNotifications(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled: options.enabled ?? true });
}
