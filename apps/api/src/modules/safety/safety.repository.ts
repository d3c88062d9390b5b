import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, pageWithTotal, windowTotal } from '../../db/paging.ts';
import { blocks, users } from '../../db/schema/index.ts';
import { avatarSeenBy } from './photo-access.ts';

export type BlockRow = typeof blocks.$inferSelect;

export class SafetyRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /** The new block; undefined when the member had already blocked them. */
  async insert(values: { blockerId: string; blockedId: string; reason: string | null }): Promise<BlockRow | undefined> {
    const [row] = await this.db
      .insert(blocks)
      .values(values)
      .onConflictDoNothing({ target: [blocks.blockerId, blocks.blockedId] })
      .returning();
    return row;
  }

  async delete(blockerId: string, blockedId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(blocks)
      .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
      .returning({ id: blocks.id });
    return deleted.length > 0;
  }

  /** The members I blocked, newest first, with the total, in one query. */
  async list(blockerId: string, limit: number, offset: number) {
    const rows = await this.db
      .select({
        block: blocks,
        user: { id: users.id, fullName: users.fullName, image: avatarSeenBy(blockerId), isVerified: users.isVerified },
        total: windowTotal(),
      })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, blockerId))
      .orderBy(desc(blocks.createdAt), desc(blocks.id))
      .limit(limit)
      .offset(offset);
    return pageWithTotal(rows, offset, () => countRows(this.db, blocks, eq(blocks.blockerId, blockerId)));
  }

  /** A member as an Author, their profile photo as the viewer may see it. */
  async findAuthor(id: string, viewerId: string) {
    const [row] = await this.db
      .select({ id: users.id, fullName: users.fullName, image: avatarSeenBy(viewerId), isVerified: users.isVerified })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row;
  }
}
