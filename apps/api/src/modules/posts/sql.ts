import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `created_at desc, id desc` written as the indexes are built (`desc nulls last`): a plain `desc` means
 * `nulls first`, which those indexes cannot give in order, and PostgreSQL would sort the whole table instead.
 */
export function newestFirst(createdAt: AnyPgColumn | SQL.Aliased, id: AnyPgColumn | SQL.Aliased): SQL[] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}

/** For counter updates: `updated_at` tells when the author last edited, not when someone last liked. */
export function keepUpdatedAt(updatedAt: AnyPgColumn) {
  return { updatedAt: sql`${updatedAt}` };
}

/** PostgreSQL's foreign_key_violation, as thrown by pg or PGlite (drizzle wraps it in `cause`). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
