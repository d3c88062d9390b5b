/** The chat's query keys: `chatKeys.all` covers every one of them (refetched after a reconnection). */
export const chatKeys = {
  all: ['chats'] as const,
  list: () => ['chats', 'list'] as const,
  unreadCount: () => ['chats', 'unread-count'] as const,
  messages: (chatId: string) => ['chats', 'messages', chatId] as const,
  participant: (chatId?: string) =>
    chatId === undefined ? (['chats', 'participant'] as const) : (['chats', 'participant', chatId] as const),
  withMember: (userId: string) => ['chats', 'with', userId] as const,
};
