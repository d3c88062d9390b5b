import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { blocks } from '../../db/schema/index.ts';

/**
 * A condition for queries: the member in `otherUserColumn` and the viewer have not blocked each other.
 * Every list that shows members or their content uses it (API.md: a block applies everywhere, both ways).
 */
export function notBlockedEitherWay(viewerId: string, otherUserColumn: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${otherUserColumn}) or (${blocks.blockerId} = ${otherUserColumn} and ${blocks.blockedId} = ${viewerId}))`;
}

/** Whether either member has blocked the other (for rules about one member, e.g. sending an interest). */
export async function isBlockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The same condition as `notBlockedEitherWay` for a NOT NULL column, written as `not in` over the viewer's blocks
 * (both ways) so that PostgreSQL reads them once into a hashed subplan instead of probing per row: better for a
 * query that scans many members (recommendations, search).
 */
export function notAmongBlocked(viewerId: string, userColumn: AnyPgColumn): SQL {
  return sql`${userColumn} not in ${blockedEitherWayIds(viewerId)}`;
}

/** The members the viewer has blocked and those who have blocked the viewer, as a subquery of ids. */
export function blockedEitherWayIds(viewerId: string): SQL {
  return sql`(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId} union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId})`;
}
