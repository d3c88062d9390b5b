import { useEffect } from 'react';
import { authStore, useAuthState } from '@/features/auth/stores/auth-store';
import { useChatRealtime } from '@/features/chat/hooks/use-chat-realtime';
import { useOutboxSender } from '@/features/chat/hooks/use-outbox-sender';
import { useNotificationsRealtime } from '@/features/notifications/hooks/use-notifications-realtime';
import { connectRealtime } from '@/lib/realtime';

/**
 * The live connection while a member is inside the app: opened with their access token (read afresh on every
 * reconnection), closed on logout or when another account takes over the tab; the areas wire its events to their data.
 */
export function useRealtimeSession(): void {
  const { user, isAuthenticated } = useAuthState();
  const userId = isAuthenticated ? user?.id : undefined;

  useEffect(() => {
    if (!userId) return;
    return connectRealtime(() => authStore.getState().accessToken);
  }, [userId]);

  useChatRealtime(userId);
  useOutboxSender(userId);
  useNotificationsRealtime();
}
