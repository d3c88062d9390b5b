import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

const statementsByDb = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A prepared statement built once per database handle: drizzle assembles its SQL a single time (assembling a wide
 * select costs more CPU than PostgreSQL takes to run a primary-key lookup), and PostgreSQL keeps it parsed per
 * connection under `name`. Each name must always build the same statement.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => T): T {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}

/**
 * A placeholder where a helper expects the value itself (drizzle binds a placeholder wherever a value may go), e.g.
 * `notBlockedEitherWay(placeholderFor('viewerId'), users.id)`.
 */
export const placeholderFor = (name: string) => sql.placeholder(name) as unknown as string;

/**
 * `count` id parameters (`id0`, `id1`…) for `inArray(column, idPlaceholders(n))` in a statement prepared per count,
 * with `idParams(ids)` as their values. PostgreSQL plans `id in ($1, $2…)` once for good (it knows how many rows come
 * back), where with one array parameter it would plan every call anew.
 */
export const idPlaceholders = (count: number) =>
  Array.from({ length: count }, (_, index) => placeholderFor(`id${index}`));

export const idParams = (ids: readonly string[]) => Object.fromEntries(ids.map((id, index) => [`id${index}`, id]));
