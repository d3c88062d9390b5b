/** The rows of a `db.execute(sql…)` result: node-postgres and PGlite both answer `{ rows }`, typed differently. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error('The database answered without rows');
}
