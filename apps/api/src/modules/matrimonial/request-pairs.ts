import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { eitherIs, otherOf } from '../../db/pairs.ts';
import { visibleTo } from '../safety/index.ts';

/*
 * What interests and photo requests have in common: a row from one member (`from`) to another (`to`) with a status.
 * Each member sees the ones they sent or received, only while the member on the other side is visible to them.
 */

export interface RequestColumns {
  id: AnyPgColumn;
  from: AnyPgColumn;
  to: AnyPgColumn;
  status: AnyPgColumn;
}

export type RequestDirection = 'received' | 'sent';

/** The request `id` when the member is on either side of it and the member on the other side is visible to them. */
export function ownRequest(columns: RequestColumns, id: string, userId: string): SQL {
  return and(
    eq(columns.id, id),
    eitherIs(userId, columns.from, columns.to),
    visibleTo(userId, otherOf(userId, columns.from, columns.to)),
  ) as SQL;
}

/** The requests between two members, whichever of them sent them. */
export function betweenPair(columns: RequestColumns, a: string, b: string): SQL {
  return or(and(eq(columns.from, a), eq(columns.to, b)), and(eq(columns.from, b), eq(columns.to, a))) as SQL;
}

/**
 * A member's list of received or sent requests: theirs on that side, in one of `statuses` (any when none given),
 * the member on the other side visible to them. `other` is the column of that other side (for joins).
 */
export function requestList(
  columns: RequestColumns,
  {
    userId,
    direction,
    statuses,
  }: { userId: string; direction: RequestDirection; statuses: readonly string[] | undefined },
): { where: SQL; other: AnyPgColumn } {
  const [mine, other] = direction === 'received' ? [columns.to, columns.from] : [columns.from, columns.to];
  const where = and(
    eq(mine, userId),
    statuses && statuses.length > 0 ? inArray(columns.status, statuses) : undefined,
    visibleTo(userId, other),
  ) as SQL;
  return { where, other };
}
