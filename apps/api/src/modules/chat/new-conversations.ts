import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { chats } from '../../db/schema/index.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { ReportsRepository } from '../moderation/reports.repository.ts';
import { acceptedInterestBetween } from '../safety/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Unsolicited messages (issue 12): a member may start `CHAT_NEW_CONVERSATIONS_PER_DAY` conversations per 24 hours with
 * members they have not talked to; a conversation with a member whose interest was accepted (either way) does not
 * count, and one that exists already is not new. A member reported for spam by `CHAT_SPAM_REPORTS_TO_HOLD` members
 * starts none until a moderator has decided.
 */
export class NewConversations {
  private readonly db: DbOrTx;
  private readonly limits: Config['moderation'];
  constructor(db: DbOrTx, limits: Config['moderation']) {
    this.db = db;
    this.limits = limits;
  }

  /** Throws unless the sender may start a conversation with the receiver now. */
  async check(senderId: string, receiverId: string): Promise<void> {
    const [row] = await this.db
      .select({
        accepted: acceptedInterestBetween(senderId, sql`${receiverId}::uuid`),
        startedToday: sql<number>`count(*)::int`,
        oldest: sql<string | null>`min(${chats.createdAt})`,
      })
      .from(chats)
      .where(
        and(
          eq(chats.startedBy, senderId),
          gt(chats.createdAt, new Date(Date.now() - DAY_MS)),
          sql`not ${acceptedInterestBetween(chats.memberA, chats.memberB)}`,
        ),
      );
    if (row?.accepted) return;
    if ((await new ReportsRepository(this.db).openSpamReporters(senderId)) >= this.limits.spamReportsToHold) {
      throw new AppError(
        403,
        'HELD_FOR_REVIEW',
        'Several members reported your messages as unwanted. You can start new conversations once a moderator has looked at it',
      );
    }
    if ((row?.startedToday ?? 0) >= this.limits.newConversationsPerDay) {
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
      throw tooManyRequests(
        `You can start ${this.limits.newConversationsPerDay} new conversations a day. Try again later`,
        (oldest + DAY_MS - Date.now()) / 1000,
      );
    }
  }
}
