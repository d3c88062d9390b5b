import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/*
 * A list page and the number of all its matches in one statement: select `windowTotal()` beside the page's columns
 * (every row carries the total), then hand the rows to `pageWithTotal`.
 */

/** The number of all the rows the page's query matches, before LIMIT and OFFSET. */
export const windowTotal = () => sql<number>`(count(*) over ())::int`;

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
