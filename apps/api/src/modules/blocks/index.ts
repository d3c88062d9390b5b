import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks } from '../../db/schema/index.ts';

/**
 * A condition for queries: the member in `otherUserColumn` and the viewer have not blocked each other.
 * Every list that shows members or their content uses it (API.md: a block applies everywhere, both ways).
 */
export function notBlockedEitherWay(viewerId: string, otherUserColumn: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${otherUserColumn}) or (${blocks.blockerId} = ${otherUserColumn} and ${blocks.blockedId} = ${viewerId}))`;
}
