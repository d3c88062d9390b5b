import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chats, interests, messages, users } from '../../db/schema/index.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { acceptedInterestBetween, visibleTo } from '../safety/index.ts';

/**
 * THE presence rule, used by the chat list, /chats/participant, /chats/with and the `presence` events: `memberId`'s
 * online status is shared with `viewerId` only when both have "Show when I'm online" on, neither hides the other
 * (a block, suspension, deletion), and they have a two-way conversation (each has sent the other a message) or an
 * accepted interest. It is symmetric: whoever may see me online is whom I may see online.
 */
function sharesPresence(viewerId: string, memberId: SQL | typeof users.id): SQL {
  const chat = sql`select ${chats.id} from ${chats} where (${chats.memberA} = ${viewerId} and ${chats.memberB} = ${memberId})
    or (${chats.memberB} = ${viewerId} and ${chats.memberA} = ${memberId})`;
  const sent = (senderId: string | SQL | typeof users.id) =>
    sql`exists (select 1 from ${messages} where ${messages.chatId} in (${chat}) and ${messages.senderId} = ${senderId})`;
  const shows = (id: string | SQL | typeof users.id) =>
    sql`exists (select 1 from ${users} as shown where shown.id = ${id} and shown.show_online)`;
  return sql`(${shows(viewerId)} and ${shows(memberId)} and ${visibleTo(viewerId, memberId)}
    and ((${sent(viewerId)} and ${sent(memberId)}) or ${acceptedInterestBetween(viewerId, memberId)}))`;
}

export class Presence {
  private readonly db: DbOrTx;
  private readonly realtime: Realtime;
  constructor(db: DbOrTx, realtime: Realtime) {
    this.db = db;
    this.realtime = realtime;
  }

  /**
   * Of `memberIds`, those the viewer may see online and who are online now. Who is online is asked first: it is the
   * cheaper question, and when none of them is online the rule need not be read at all.
   */
  async onlineFor(viewerId: string, memberIds: readonly string[]): Promise<Set<string>> {
    if (memberIds.length === 0) return new Set();
    const online = await this.realtime.onlineUserIds(memberIds);
    if (online.size === 0) return online;
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...online]), sharesPresence(viewerId, users.id)));
    return new Set(rows.map((row) => row.id));
  }

  async isOnlineFor(viewerId: string, memberId: string): Promise<boolean> {
    return (await this.onlineFor(viewerId, [memberId])).has(memberId);
  }

  /** The members who may see `userId` online (the rule read from their side: it is symmetric). */
  async audience(userId: string): Promise<string[]> {
    const chatPartners = sql`select case when ${chats.memberA} = ${userId} then ${chats.memberB} else ${chats.memberA} end
      from ${chats} where ${chats.memberA} = ${userId} or ${chats.memberB} = ${userId}`;
    const interestPartners = sql`select case when ${interests.senderId} = ${userId} then ${interests.receiverId}
      else ${interests.senderId} end from ${interests}
      where ${interests.status} = 'ACCEPTED' and (${interests.senderId} = ${userId} or ${interests.receiverId} = ${userId})`;
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`${users.id} in (${chatPartners} union ${interestPartners})`, sharesPresence(userId, users.id)));
    return rows.map((row) => row.id);
  }

  /** Tells the members who may see `userId` online that they came online or went. */
  async announce(userId: string, isOnline: boolean): Promise<void> {
    this.realtime.emitToUsers(await this.audience(userId), 'presence', { userId, isOnline });
  }

  /**
   * "Show when I'm online". Turned off while online, those who saw the member online see them go offline; turned on,
   * they see them come online. The member's own tabs hear the same about those members (off: no one is online to them).
   */
  async setShowOnline(userId: string, showOnline: boolean): Promise<{ showOnline: boolean }> {
    const before = showOnline ? [] : await this.audience(userId);
    const [row] = await this.db
      .update(users)
      .set({ showOnline })
      .where(eq(users.id, userId))
      .returning({ showOnline: users.showOnline });
    if (!row) return { showOnline };
    const audience = showOnline ? await this.audience(userId) : before;
    if (await this.realtime.isOnline(userId)) {
      this.realtime.emitToUsers(audience, 'presence', { userId, isOnline: showOnline });
      for (const otherId of await this.realtime.onlineUserIds(audience)) {
        this.realtime.emitToUsers([userId], 'presence', { userId: otherId, isOnline: showOnline });
      }
    }
    return { showOnline: row.showOnline };
  }

  /**
   * Two members who may have just started sharing presence (the reply that made a conversation two-way, an accepted
   * interest): if the rule now holds, each hears the other's status at once instead of at their next reconnection.
   */
  async introduce(a: string, b: string): Promise<void> {
    const [sharing] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, b), sharesPresence(a, users.id)));
    if (!sharing) return;
    const online = await this.realtime.onlineUserIds([a, b]);
    this.realtime.emitToUsers([a], 'presence', { userId: b, isOnline: online.has(b) });
    this.realtime.emitToUsers([b], 'presence', { userId: a, isOnline: online.has(a) });
  }
}
