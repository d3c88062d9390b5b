import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeConnect, useRealtimeEvent } from '@/lib/realtime';
import { notificationKeys } from '../api/keys';
import { addNotification, applyNotificationsRead } from '../utils/cache';

/** The bell stays live: new notifications, and those read in another tab or by opening a chat. */
export function useNotificationsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (notification) => addNotification(queryClient, notification));
  useRealtimeEvent('notification:read', ({ ids }) => applyNotificationsRead(queryClient, ids));
  useEffect(
    () => onRealtimeConnect(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })),
    [queryClient],
  );
}
