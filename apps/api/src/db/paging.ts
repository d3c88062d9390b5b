import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/*
 * A list page and the number of all its matches in one statement: select `windowTotal()` beside the page's columns
 * (every row carries the total), then hand the rows to `pageWithTotal`.
 */

/**
 * The number of all the rows the page's query matches, before LIMIT and OFFSET. PostgreSQL makes every match, with its
 * joins and columns, before it keeps the page's: for short lists (a member's interests, blocks, shortlist). A list that
 * can grow long (a conversation, a member's notifications, the audit log) counts with `totalOf` instead.
 */
export const windowTotal = () => sql<number>`(count(*) over ())::int`;

/**
 * `(select count(*) from table where condition)` as a column beside a page: PostgreSQL counts once (an InitPlan), from
 * an index where it can, and the page itself stops after its rows. The count reads `table` alone: a condition on the
 * page's own table (unaliased) means the counted rows there, never the page's.
 */
export function totalOf(db: DbOrTx, table: PgTable, condition?: SQL) {
  return sql<number>`(${db
    .select({ count: sql`count(*)::int` })
    .from(table)
    .where(condition)})`;
}

/**
 * The page's rows and the number of all matches, read off its first row. Past the last page no row carries it, and
 * `countAll` counts apart: a second statement only then.
 */
export async function pageWithTotal<Row extends { total: number }>(
  rows: Row[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  return { rows, total: await countAll() };
}

/** How many rows of one table match `where`: `countAll` of a list read from that table alone. */
export async function countRows(db: DbOrTx, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.total ?? 0;
}
