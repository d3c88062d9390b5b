import type { ChatMessage, ChatSummary, RecentChat } from '@samaj/shared/chat';
import type { ChatRepository, MessageRow } from './chat.repository.ts';

type InboxRow = Awaited<ReturnType<ChatRepository['inbox']>>[number];

export function toChatMessage(row: Omit<MessageRow, 'readAt'> & { readAt: Date | null }): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    sentByManager: row.sentByManagerId ? { id: row.sentByManagerId, fullName: row.sentByManagerName ?? '' } : null,
  };
}

export function toChatSummary(row: InboxRow, isOnline: boolean): ChatSummary {
  return {
    chatId: row.chatId,
    user: { id: row.userId, fullName: row.fullName, image: row.image, isVerified: row.isVerified, isOnline },
    lastMessage: row.lastMessage,
    lastMessageTime: row.lastMessageTime?.toISOString() ?? null,
    lastMessageSenderId: row.lastMessageSenderId,
    lastMessageIsRead: row.lastMessageReadAt !== null,
    unreadCount: row.unreadCount,
  };
}

export function toRecentChat(row: InboxRow): RecentChat {
  return {
    chatId: row.chatId,
    otherUser: { id: row.userId, fullName: row.fullName, image: row.image, isVerified: row.isVerified },
    lastMessage: row.lastMessage,
    lastMessageTime: row.lastMessageTime?.toISOString() ?? null,
  };
}
