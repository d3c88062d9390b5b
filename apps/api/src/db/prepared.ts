import { sql, type Placeholder } from 'drizzle-orm';
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
export const placeholderFor = (name: string): Placeholder => sql.placeholder(name);

/** A value of a statement: given now, or a placeholder filled in when the prepared statement runs. */
export type Bound = string | Placeholder;

/**
 * A number written into the SQL text rather than sent as a parameter, for `.limit()`. With `LIMIT $1` PostgreSQL's
 * one-for-all plan must guess the limit (a tenth of the table), so it plans the statement anew on every call; with the
 * limit in the text it keeps one plan. drizzle inlines any SQL given to `.limit()`, which is typed to take a number or
 * a placeholder: this SQL carries a placeholder's fields so that it fits that type.
 */
export function inlineNumber(value: number): Placeholder {
  return Object.assign(sql.raw(String(Math.trunc(value))), { name: `inline ${value}`, protected: undefined });
}

/**
 * `count` id parameters (`id0`, `id1`…) for `inArray(column, idPlaceholders(n))` in a statement prepared per count,
 * with `idParams(ids)` as their values. PostgreSQL plans `id in ($1, $2…)` once for good (it knows how many rows come
 * back), where with one array parameter it would plan every call anew.
 */
export const idPlaceholders = (count: number) =>
  Array.from({ length: count }, (_, index) => placeholderFor(`id${index}`));

export const idParams = (ids: readonly string[]) => Object.fromEntries(ids.map((id, index) => [`id${index}`, id]));
