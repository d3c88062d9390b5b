import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { forbidden } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { visibleTo } from '../safety/index.ts';

const notAMarriageChat = () =>
  forbidden('A family member managing a marriage profile can only use the chats of its accepted interests');

/**
 * The chats of a marriage profile: those with members who have an accepted interest with its owner. A family
 * co-manager acting for the owner (`managerId`) reaches these and no other chat of the owner.
 */
export class MarriageChats {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /**
   * Of these members, those with an accepted interest with the owner; for a co-manager (`managerId`), only those
   * visible to them too (a block between the family member and the other side keeps them out of that chat).
   */
  async connected(ownerId: string, memberIds: string[], managerId?: string): Promise<Set<string>> {
    if (memberIds.length === 0) return new Set();
    const other = sql`case when sender_id = ${ownerId} then receiver_id else sender_id end`;
    const result = await this.db.execute(sql`select ${other} as id
      from interests where status = 'ACCEPTED' and (sender_id = ${ownerId} or receiver_id = ${ownerId})
      ${managerId ? sql`and ${visibleTo(managerId, other)}` : sql``}`);
    const ids = new Set(rowsOf(result).map((row) => row['id'] as string));
    return new Set(memberIds.filter((id) => ids.has(id)));
  }

  /** Refuses (403) a co-manager's call about a chat with a member outside the owner's accepted interests. */
  async check(user: AuthenticatedUser, memberId: string | undefined): Promise<void> {
    if (!user.managerId) return;
    if (!memberId || !(await this.connected(user.id, [memberId], user.managerId)).has(memberId)) {
      throw notAMarriageChat();
    }
  }

  /** The chat's other member, for `check`. */
  async otherMemberOf(chatId: string, userId: string): Promise<string | undefined> {
    const result = await this.db.execute(sql`select case when member_a = ${userId} then member_b else member_a end as id
      from chats where id = ${chatId} and (member_a = ${userId} or member_b = ${userId})`);
    return rowsOf(result)[0]?.['id'] as string | undefined;
  }
}
