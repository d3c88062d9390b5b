import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { applyNotificationsRead } from '../utils/cache';
import { notificationKeys } from './keys';

/** POST /notifications/read-all. */
export function markAllNotificationsRead() {
  return callApi('POST /notifications/read-all');
}

/** POST /notifications/{id}/read. */
export function markNotificationRead(id: string) {
  return callApi('POST /notifications/:id/read', { params: { id } });
}

/** Marks them read here at once; the server's answer (or a refetch, if it failed) settles it. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => applyNotificationsRead(queryClient, null),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => applyNotificationsRead(queryClient, [id]),
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
