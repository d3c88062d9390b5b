import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { uuidParam } from './envelope.ts';
import { pageLimit, pageNumber } from './pagination.ts';
import { atMost, multilineText } from './text.ts';

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** How many recent chats the home page shows. */
export const RECENT_CHATS_LIMIT = 5;

/** A message as typed: trimmed, 1 to 4,000 characters. */
export const messageContentInput = multilineText('Write a message')
  .trim()
  .min(1, 'Write a message')
  .refine(atMost(CHAT_MESSAGE_MAX_LENGTH), `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`);

export const sendMessageBody = z.object({
  receiverId: uuidParam,
  content: messageContentInput,
  /** The device's id for this message: the same id again answers the message stored the first time. */
  clientMessageId: uuidParam.optional(),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;
export type SendMessageInput = z.output<typeof sendMessageBody>;

export const chatIdParams = z.object({ chatId: uuidParam });
export const chatMemberParams = z.object({ userId: uuidParam });

/** `pageParam` 1 is the newest page. */
export const chatMessagesQuery = z.object({
  pageParam: pageNumber.default(1),
  limit: pageLimit(PAGE_SIZE.chatMessages),
});
export type ChatMessagesQuery = z.output<typeof chatMessagesQuery>;

/** The other member of a chat: an author, and whether they are online. */
export const chatMember = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  image: z.string().nullable(),
  isVerified: z.boolean(),
  isOnline: z.boolean(),
});
export type ChatMember = z.infer<typeof chatMember>;

export const chatMessage = z.object({
  id: z.string(),
  chatId: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** The sender's family co-manager who wrote it for them ("Rahul's family (Sunita)"); null: the sender. */
  sentByManager: z.object({ id: z.string(), fullName: z.string() }).nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** Newest first. */
export const chatMessagesPage = z.object({ rows: z.array(chatMessage), total: z.number().int() });
export type ChatMessagesPage = z.infer<typeof chatMessagesPage>;

/**
 * Unread messages are counted up to this many (per chat in the inbox, and in all for the Chat badge): the app shows
 * "99+" beyond 99, and a member with thousands unread would otherwise have them all counted on every inbox load.
 */
export const UNREAD_COUNT_LIMIT = 100;

/** A row of the inbox (GET /chats), newest first. */
export const chatSummary = z.object({
  chatId: z.string(),
  user: chatMember,
  lastMessage: z.string().nullable(),
  lastMessageTime: z.string().nullable(),
  /** Who wrote the last message, so the inbox can show "You: …" and its read tick. */
  lastMessageSenderId: z.string().nullable(),
  lastMessageIsRead: z.boolean(),
  /** At most UNREAD_COUNT_LIMIT. */
  unreadCount: z.number().int(),
});
export type ChatSummary = z.infer<typeof chatSummary>;

export const chatList = z.array(chatSummary);

/** GET /chats/with/{userId}: the chat with a member if there is one, and that member (for /chat/new/{id}). */
export const chatWithMember = z.object({ chatId: z.string().nullable(), user: chatMember });
export type ChatWithMember = z.infer<typeof chatWithMember>;

export const unreadMessagesCount = z.object({ count: z.number().int() });
export type UnreadMessagesCount = z.infer<typeof unreadMessagesCount>;

/** GET /dashboard/recent-chats. */
export const recentChat = z.object({
  chatId: z.string(),
  otherUser: z.object({
    id: z.string(),
    fullName: z.string().nullable(),
    image: z.string().nullable(),
    isVerified: z.boolean(),
  }),
  lastMessage: z.string().nullable(),
  lastMessageTime: z.string().nullable(),
});
export type RecentChat = z.infer<typeof recentChat>;

// Socket.IO events. The server and the web app type their sockets with these.

/** Everything before `readAt` that `readerId` received in the chat is now read. */
export interface MessagesReadEvent {
  chatId: string;
  readerId: string;
  readAt: string;
}

export interface TypingEvent {
  chatId: string;
  userId: string;
  isTyping: boolean;
}

export interface PresenceEvent {
  userId: string;
  isOnline: boolean;
}

/**
 * A message in a chat of a marriage profile I manage for family (a chat of one of its owner's accepted interests),
 * sent to the owner's accepted co-managers: their own chat screens do not hear it, the managed chat page does.
 */
export interface ManagedMessageEvent {
  /** The member whose marriage profile I manage: one of the message's two members. */
  ownerId: string;
  message: ChatMessage;
}

export const typingInput = z.object({ chatId: uuidParam, isTyping: z.boolean() });
export const readInput = z.object({ chatId: uuidParam });

/** Server → client. The notification payload is the notifications contract's `Notification`. */
export interface ChatServerEvents<TNotification = unknown> {
  'message:new': (message: ChatMessage) => void;
  'message:read': (event: MessagesReadEvent) => void;
  typing: (event: TypingEvent) => void;
  presence: (event: PresenceEvent) => void;
  notification: (notification: TNotification) => void;
  'managed:message': (event: ManagedMessageEvent) => void;
}

/** Client → server. Each may take an acknowledgement callback: `{ ok }` or `{ ok: false, message }`. */
export interface ChatClientEvents {
  typing: (input: z.input<typeof typingInput>) => void;
  'message:read': (input: z.input<typeof readInput>, ack?: (result: SocketAck) => void) => void;
  /** Which chat this tab shows (null for none): a new message there needs no notification. */
  'chat:open': (input: { chatId: string | null }) => void;
}

export type SocketAck = { ok: true } | { ok: false; message: string };
