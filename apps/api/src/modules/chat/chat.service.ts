import { offsetOf } from '@samaj/shared';
import { RECENT_CHATS_LIMIT, type ChatMessagesQuery, type SendMessageInput } from '@samaj/shared/chat';
import type { Config } from '../../config/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { CoManagersRepository } from '../matrimonial/index.ts';
import { NotificationsService, notifyAbout, type NotifyDeps } from '../notifications/index.ts';
import { toChatMessage, toChatSummary, toRecentChat } from './chat.mapper.ts';
import { ChatRepository } from './chat.repository.ts';
import { NewConversations } from './new-conversations.ts';
import { Presence } from './presence.ts';

/** The Fastify instance: its database, realtime, logger and the chat's limits. */
export type ChatDeps = NotifyDeps & { config: Pick<Config, 'moderation'> };

const chatNotFound = () => notFound('Chat not found');

/**
 * One-to-one chat. Only the two members can see a chat (404 for anyone else); a block stops new messages both ways
 * (403) and hides the chat from the member who was blocked. A message is stored before it is announced.
 */
export class ChatService {
  private readonly repository: ChatRepository;
  private readonly realtime: Realtime;
  private readonly notifications: NotificationsService;
  private readonly deps: NotifyDeps;
  private readonly newConversations: NewConversations;
  private readonly presence: Presence;
  private readonly coManagers: CoManagersRepository;
  constructor(deps: ChatDeps) {
    this.deps = deps;
    this.repository = new ChatRepository(deps.db);
    this.newConversations = new NewConversations(deps.db, deps.config.moderation);
    this.realtime = deps.realtime;
    this.notifications = new NotificationsService(deps.db, deps.realtime);
    this.presence = new Presence(deps.db, deps.realtime);
    this.coManagers = new CoManagersRepository(deps.db);
  }

  /** `managerId`: the sender's family co-manager writing for them (a chat of their marriage profile). */
  async send(senderId: string, input: SendMessageInput, managerId: string | null = null) {
    if (input.receiverId === senderId) throw badRequest('You cannot send a message to yourself');
    const repeated = await this.sentBefore(senderId, input);
    if (repeated) return repeated;
    if (!(await this.repository.findChatIdBetween(senderId, input.receiverId))) {
      await this.newConversations.check(senderId, input.receiverId);
    }
    const stored = await this.repository.insertMessageIfAllowed({ senderId, ...input, sentByManagerId: managerId });
    if (!stored) {
      // Two sends of the same message at once: the other one stored it.
      const raced = await this.sentBefore(senderId, input);
      if (raced) return raced;
      const receiver = await this.repository.findCounterpart(senderId, input.receiverId);
      if (!receiver) throw notFound('Member not found');
      if (receiver.blockedByMe) throw forbidden('You have blocked this member. Unblock them to send a message.');
      throw forbidden('You cannot send messages to this member');
    }
    const message = toChatMessage(stored);
    // The sender's other tabs hear it too; the tab that sent it knows the message by its id.
    this.realtime.emitToUsers([message.receiverId, senderId], 'message:new', message);
    // In a chat of an accepted interest, the family co-managers of either side hear it on the managed chat page.
    for (const { managerId, ownerId } of await this.coManagers.inMarriageChat(senderId, message.receiverId)) {
      this.realtime.emitToUsers([managerId], 'managed:message', { ownerId, message });
    }
    if (stored.isFirstFromSender) {
      await this.presence.introduce(senderId, message.receiverId);
    }
    if (!(await this.realtime.isViewingChat(message.receiverId, message.chatId))) {
      await notifyAbout.messageReceived(this.deps, {
        userId: message.receiverId,
        actorId: senderId,
        chatId: message.chatId,
        content: message.content,
      });
    }
    return message;
  }

  /**
   * The message this device already sent with the same `clientMessageId` (its answer was lost, so it sends again):
   * answered as it is, heard and notified once. The same id for another message is a 409.
   */
  private async sentBefore(senderId: string, input: SendMessageInput) {
    if (!input.clientMessageId) return undefined;
    const stored = await this.repository.findByClientMessageId(senderId, input.clientMessageId);
    if (!stored) return undefined;
    if (stored.receiverId !== input.receiverId || stored.content !== input.content) {
      throw conflict('clientMessageId was already used for another message');
    }
    return toChatMessage(stored);
  }

  async inbox(userId: string) {
    const rows = await this.repository.inbox(userId);
    const online = await this.presence.onlineFor(
      userId,
      rows.map((row) => row.userId),
    );
    return rows.map((row) => toChatSummary(row, online.has(row.userId)));
  }

  async recentChats(userId: string) {
    return (await this.repository.inbox(userId, RECENT_CHATS_LIMIT)).map(toRecentChat);
  }

  async messages(userId: string, chatId: string, query: ChatMessagesQuery) {
    const offset = offsetOf(query.pageParam, query.limit);
    const page = await this.repository.messagesPage(chatId, userId, query.limit, offset);
    if (page.total !== null) return { rows: page.rows.map(toChatMessage), total: page.total };
    // No rows: an empty chat, a page past the end, or not the member's chat.
    if (!(await this.repository.findChatOfMember(chatId, userId))) throw chatNotFound();
    return { rows: [], total: offset === 0 ? 0 : await this.repository.countMessages(chatId) };
  }

  /** The other member of the chat. */
  async participant(userId: string, chatId: string) {
    const chat = await this.repository.findChatOfMember(chatId, userId);
    if (!chat) throw chatNotFound();
    const other = await this.repository.findCounterpart(userId, chat.otherId);
    if (!other) throw chatNotFound();
    const isOnline = await this.presence.isOnlineFor(userId, other.id);
    return { id: other.id, fullName: other.fullName, image: other.image, isVerified: other.isVerified, isOnline };
  }

  /** The chat with a member, if there is one yet, and that member: what /chat/new/{id} needs. */
  async chatWith(userId: string, memberId: string) {
    if (memberId === userId) throw badRequest('You cannot chat with yourself');
    const other = await this.repository.findCounterpart(userId, memberId);
    if (!other || other.blockedByThem) throw notFound('Member not found');
    const chatId = await this.repository.findChatIdBetween(userId, memberId);
    const isOnline = await this.presence.isOnlineFor(userId, other.id);
    return {
      chatId,
      user: { id: other.id, fullName: other.fullName, image: other.image, isVerified: other.isVerified, isOnline },
    };
  }

  /** Marks the messages the member received in the chat as read, and tells the sender (read ticks). */
  async markRead(userId: string, chatId: string): Promise<void> {
    const chat = await this.repository.findChatOfMember(chatId, userId);
    if (!chat) throw chatNotFound();
    const readAt = new Date();
    const count = await this.repository.markRead(chatId, userId, readAt);
    if (count > 0) {
      // The member's other tabs clear their unread count; the sender sees the ticks (unless a block stands).
      const to = chat.blocked ? [userId] : [userId, chat.otherId];
      this.realtime.emitToUsers(to, 'message:read', { chatId, readerId: userId, readAt: readAt.toISOString() });
    }
    await this.notifications.markChatRead(userId, chatId);
  }

  async unreadCount(userId: string) {
    return { count: await this.repository.unreadCount(userId) };
  }

  /** Passes "typing…" to the other member only; anything not the sender's chat, or across a block, is dropped. */
  async relayTyping(userId: string, chatId: string, isTyping: boolean): Promise<void> {
    const chat = await this.repository.findChatOfMember(chatId, userId);
    if (!chat || chat.blocked) return;
    this.realtime.emitToUsers([chat.otherId], 'typing', { chatId, userId, isTyping });
  }

  /** Tells the members who may see someone online (`presence.ts`) that they came online or went. */
  async announcePresence(userId: string, isOnline: boolean): Promise<void> {
    await this.presence.announce(userId, isOnline);
  }
}
