import { callApi } from '@/lib/api-client';

/** POST /chats/{chatId}/read: the messages I received there are read (the sender sees the ticks). */
export function markChatRead(chatId: string) {
  return callApi('POST /chats/:chatId/read', { params: { chatId } });
}
