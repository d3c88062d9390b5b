import type { NotificationPreferences } from '@samaj/shared/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const pushKeys = {
  preferences: ['notifications', 'preferences'] as const,
};

/** GET /notifications/preferences: which notifications are pushed, and quiet hours. */
export function usePushPreferences() {
  return useQuery({ queryKey: pushKeys.preferences, queryFn: () => callApi('GET /notifications/preferences') });
}

/** PUT /notifications/preferences (the whole object). */
export function useSavePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => callApi('PUT /notifications/preferences', { body }),
    onSuccess: (saved) => queryClient.setQueryData(pushKeys.preferences, saved),
  });
}
