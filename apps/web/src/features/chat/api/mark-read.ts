import { api } from '@/lib/api-client';

/** POST /chats/{chatId}/read: the messages I received there are read (the sender sees the ticks). */
export function markChatRead(chatId: string): Promise<null> {
  return api.post<null>(`/chats/${encodeURIComponent(chatId)}/read`);
}
