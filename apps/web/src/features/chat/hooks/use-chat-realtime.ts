import { useEffect } from 'react';
import type { UnreadMessagesCount } from '@samaj/shared/chat';
import { useQueryClient } from '@tanstack/react-query';
import { getOpenChat, onRealtimeConnect, useRealtimeEvent } from '@/lib/realtime';
import { chatKeys } from '../api/keys';
import { setTyping } from '../stores/typing-store';
import { addMessage, applyPresence, applyRead, bumpChat } from '../utils/cache';

/**
 * Keeps every chat view live while a member is inside the app: new messages, read ticks, "typing…" and online dots.
 * After the connection comes back (4G dropped for a minute), everything chat is fetched again: nothing is lost.
 */
export function useChatRealtime(meId: string | undefined): void {
  const queryClient = useQueryClient();

  useRealtimeEvent('message:new', (message) => {
    if (!meId) return;
    const isOpen = getOpenChat() === message.chatId && document.visibilityState === 'visible';
    addMessage(queryClient, message, meId);
    bumpChat(queryClient, message, meId, { isOpen });
    if (message.senderId !== meId) {
      setTyping(message.chatId, false);
      if (!isOpen) {
        queryClient.setQueryData<UnreadMessagesCount>(chatKeys.unreadCount(), (data) =>
          data ? { count: data.count + 1 } : data,
        );
      }
    }
  });

  useRealtimeEvent('message:read', (event) => {
    if (meId) applyRead(queryClient, event, meId);
  });

  useRealtimeEvent('typing', ({ chatId, isTyping }) => setTyping(chatId, isTyping));

  useRealtimeEvent('presence', (event) => applyPresence(queryClient, event));

  useEffect(
    () => onRealtimeConnect(() => void queryClient.invalidateQueries({ queryKey: chatKeys.all })),
    [queryClient],
  );
}
