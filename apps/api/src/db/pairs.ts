import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Bound } from './prepared.ts';

/*
 * Rows between two members (a chat, an interest, a photo request, a co-manager): `a` and `b` are their two columns.
 */

/** The member of the row who is not `userId`. */
export const otherOf = (userId: Bound, a: AnyPgColumn, b: AnyPgColumn): SQL<string> =>
  sql<string>`case when ${a} = ${userId} then ${b} else ${a} end`;

/** The rows `userId` is one of the two members of. */
export const eitherIs = (userId: Bound, a: AnyPgColumn, b: AnyPgColumn): SQL => or(eq(a, userId), eq(b, userId))!;
