import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { UNREAD_COUNT_LIMIT } from '@samaj/shared/chat';
import type { DbOrTx } from '../../db/client.ts';
import { eitherIs, otherOf } from '../../db/pairs.ts';
import { totalOf } from '../../db/paging.ts';
import { type Bound, inlineNumber, placeholderFor, prepared } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import { chats, messages, users } from '../../db/schema/index.ts';
import { avatarSeenBy, hasBlocked, hiddenFrom, visibleTo } from '../safety/index.ts';

export type MessageRow = Omit<typeof messages.$inferSelect, 'clientMessageId'> & { sentByManagerName: string | null };

const messageColumns = {
  id: messages.id,
  chatId: messages.chatId,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  content: messages.content,
  readAt: messages.readAt,
  createdAt: messages.createdAt,
  sentByManagerId: messages.sentByManagerId,
  sentByManagerName: sql<string | null>`(select full_name from ${users} m where m.id = ${messages.sentByManagerId})`,
};

/** The two ids of a chat in the order the table keeps them (the smaller first: one row per pair). */
export function orderedPair(oneId: string, otherId: string): { memberA: string; memberB: string } {
  return oneId < otherId ? { memberA: oneId, memberB: otherId } : { memberA: otherId, memberB: oneId };
}

/** The member of the chat who is not `userId`. */
const otherMemberOf = (userId: Bound) => otherOf(userId, chats.memberA, chats.memberB);

const isMemberOf = (userId: Bound) => eitherIs(userId, chats.memberA, chats.memberB);

/**
 * The chat is shown to `userId`: its other member is visible to them, or hidden only because `userId` blocked them
 * (the member who blocked keeps the history, read-only; the member who was blocked no longer sees the chat).
 */
const shownTo = (userId: Bound): SQL => visibleTo(userId, otherMemberOf(userId), { keepMyBlocks: true });

export interface ChatOfMember {
  id: string;
  otherId: string;
  /** The other member is not visible to this one (a block, either way): nothing new may pass between them. */
  blocked: boolean;
}

export class ChatRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /** An onboarded member as the other side of a chat with `viewerId`, and whether a block stands between them. */
  async findCounterpart(viewerId: string, memberId: string) {
    const [row] = await this.db
      .select({
        id: users.id,
        fullName: users.fullName,
        image: avatarSeenBy(viewerId),
        isVerified: users.isVerified,
        // Values, not columns: drizzle leaves a one-table select list unqualified, and "id" would be the block's.
        blockedByThem: sql<boolean>`${hasBlocked(memberId, viewerId)}`,
        blockedByMe: sql<boolean>`${hasBlocked(viewerId, memberId)}`,
      })
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.onboardingCompleted, true)))
      .limit(1);
    return row;
  }

  /** The chat if `userId` is in it and it is not hidden from them; undefined otherwise. */
  async findChatOfMember(chatId: string, userId: string): Promise<ChatOfMember | undefined> {
    const [row] = await this.db
      .select({
        id: chats.id,
        otherId: otherMemberOf(userId),
        blocked: sql<boolean>`${hiddenFrom(userId, otherMemberOf(userId))}`,
      })
      .from(chats)
      .where(and(eq(chats.id, chatId), isMemberOf(userId), shownTo(userId)))
      .limit(1);
    return row;
  }

  async findChatIdBetween(oneId: string, otherId: string): Promise<string | null> {
    const { memberA, memberB } = orderedPair(oneId, otherId);
    const [row] = await this.db
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.memberA, memberA), eq(chats.memberB, memberB)))
      .limit(1);
    return row?.id ?? null;
  }

  /**
   * Stores the message, creating the pair's chat if needed, in one statement (saved before anyone hears of it) and
   * only if the receiver is an onboarded member visible to the sender. Undefined otherwise: `findCounterpart`
   * then tells why. `isFirstFromSender`: the sender had not written in this chat before (a reply that may make the
   * conversation two-way); the statement's own insert is not yet visible to its subquery.
   */
  async insertMessageIfAllowed(input: {
    senderId: string;
    receiverId: string;
    content: string;
    clientMessageId?: string | undefined;
    /** The family co-manager writing for the sender (a chat of the sender's marriage profile). */
    sentByManagerId?: string | null;
  }) {
    const { memberA, memberB } = orderedPair(input.senderId, input.receiverId);
    const result = await this.db.execute(sql`
      with receiver as (
        select receiver.id from ${users} receiver
        where receiver.id = ${input.receiverId} and receiver.onboarding_completed
          and ${visibleTo(input.senderId, sql`receiver.id`)}
      ), chat as (
        insert into ${chats} (id, member_a, member_b, last_message_at, started_by)
        select ${uuidv7()}, ${memberA}, ${memberB}, now(), ${input.senderId}::uuid from receiver
        on conflict (member_a, member_b) do update set last_message_at = excluded.last_message_at
        returning id
      )
      insert into ${messages} (id, chat_id, sender_id, receiver_id, content, client_message_id, sent_by_manager_id)
      select ${uuidv7()}, chat.id, ${input.senderId}, ${input.receiverId}, ${input.content},
        ${input.clientMessageId ?? null}::uuid, ${input.sentByManagerId ?? null}::uuid from chat
      on conflict (sender_id, client_message_id) where client_message_id is not null do nothing
      returning id, chat_id, sender_id, receiver_id, content, read_at, created_at, sent_by_manager_id,
        (select full_name from ${users} m where m.id = sent_by_manager_id) as sent_by_manager_name,
        not exists (select 1 from ${messages} earlier where earlier.chat_id = ${messages}.chat_id
          and earlier.sender_id = ${messages}.sender_id) as is_first_from_sender`);
    const [row] = rowsOf(result);
    if (!row) return undefined;
    return {
      id: row['id'] as string,
      chatId: row['chat_id'] as string,
      senderId: row['sender_id'] as string,
      receiverId: row['receiver_id'] as string,
      content: row['content'] as string,
      readAt: row['read_at'] === null ? null : new Date(row['read_at'] as string),
      createdAt: new Date(row['created_at'] as string),
      sentByManagerId: (row['sent_by_manager_id'] as string | null) ?? null,
      sentByManagerName: (row['sent_by_manager_name'] as string | null) ?? null,
      isFirstFromSender: row['is_first_from_sender'] === true,
    } satisfies MessageRow & { isFirstFromSender: boolean };
  }

  /** The message `senderId` sent with this client id, if any. */
  async findByClientMessageId(senderId: string, clientMessageId: string): Promise<MessageRow | undefined> {
    const [row] = await this.db
      .select(messageColumns)
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)))
      .limit(1);
    return row;
  }

  /**
   * A page of the chat's messages, newest first, with the total, in one query; the chat must be `userId`'s and not
   * hidden from them. No rows means an empty chat, a page past the end, or no access: `findChatOfMember` tells.
   */
  async messagesPage(chatId: string, userId: string, limit: number, offset: number) {
    const rows = await this.db
      .select({ ...messageColumns, total: totalOf(this.db, messages, eq(messages.chatId, chatId)) })
      .from(messages)
      .where(
        and(
          eq(messages.chatId, chatId),
          sql`exists (select 1 from ${chats} where ${chats.id} = ${chatId} and ${isMemberOf(userId)} and ${shownTo(userId)})`,
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit)
      .offset(offset);
    return { rows, total: rows[0]?.total ?? null };
  }

  async countMessages(chatId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.chatId, chatId));
    return row?.total ?? 0;
  }

  /** Marks what `readerId` received in the chat as read; returns how many messages that was. */
  async markRead(chatId: string, readerId: string, readAt: Date): Promise<number> {
    const updated = await this.db
      .update(messages)
      .set({ readAt })
      .where(and(eq(messages.chatId, chatId), eq(messages.receiverId, readerId), isNull(messages.readAt)))
      .returning({ id: messages.id });
    return updated.length;
  }

  /**
   * The member's chats, newest first, each with the other member, the last message and the unread count: one query
   * (the last message through the chat's index, the unread count through the partial index of unread messages),
   * prepared: PostgreSQL took longer to plan it than to run it.
   */
  async inbox(userId: string, limit?: number) {
    const name = limit === undefined ? 'chat_inbox' : `chat_inbox_first_${limit}`;
    return prepared(this.db, name, (db, name) => prepareInbox(db, name, limit)).execute({ userId });
  }

  /** Unread messages to the member, in chats not hidden from them (up to UNREAD_COUNT_LIMIT). */
  async unreadCount(userId: string): Promise<number> {
    const unread = this.db
      .select({ one: sql`1` })
      .from(messages)
      .innerJoin(chats, eq(chats.id, messages.chatId))
      .where(and(eq(messages.receiverId, userId), isNull(messages.readAt), shownTo(userId)))
      .limit(UNREAD_COUNT_LIMIT)
      .as('unread');
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(unread);
    return row?.count ?? 0;
  }
}

const userIdParam = placeholderFor('userId');

function prepareInbox(db: DbOrTx, name: string, limit: number | undefined) {
  const lastMessage = db
    .select({
      content: messages.content,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
      readAt: messages.readAt,
    })
    .from(messages)
    .where(eq(messages.chatId, chats.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(inlineNumber(1))
    .as('last_message');
  const query = db
    .select({
      chatId: chats.id,
      userId: users.id,
      fullName: users.fullName,
      image: avatarSeenBy(userIdParam),
      isVerified: users.isVerified,
      lastMessage: lastMessage.content,
      lastMessageTime: lastMessage.createdAt,
      lastMessageSenderId: lastMessage.senderId,
      lastMessageReadAt: lastMessage.readAt,
      unreadCount: sql<number>`(select count(*)::int from (select 1 from ${messages} where ${messages.chatId} = ${chats.id} and ${messages.receiverId} = ${userIdParam} and ${messages.readAt} is null limit ${inlineNumber(UNREAD_COUNT_LIMIT)}) as unread)`,
      /** By the member (a block by the other hides the chat altogether). */
      blocked: sql<boolean>`${hiddenFrom(userIdParam, users.id)}`,
    })
    .from(chats)
    .innerJoin(users, eq(users.id, otherMemberOf(userIdParam)))
    .leftJoinLateral(lastMessage, sql`true`)
    .where(and(isMemberOf(userIdParam), isNotNull(chats.lastMessageAt), shownTo(userIdParam)))
    .orderBy(desc(chats.lastMessageAt), desc(chats.id));
  return (limit === undefined ? query : query.limit(inlineNumber(limit))).prepare(name);
}
