import pg from 'pg';

/**
 * How many different statement texts one pool names. Our code writes a bounded set of statements, but a list of
 * `in ($1, …, $n)` makes one text per length: past this many, new texts run unnamed (parsed and planned every time).
 */
const MAX_NAMED_STATEMENTS = 2_000;
/**
 * And how many characters those texts hold together: the pool keeps each named text (and each connection's parsed
 * statements refer to it), so the texts are bounded in bytes too. Our longest statements have a few thousand
 * characters: about 2 MB at most.
 */
const MAX_NAMED_CHARACTERS = 1_000_000;

type QueryConfigWithName = pg.QueryConfig & { name?: string };

/**
 * A `pg.Client` that runs every statement with parameters as a named prepared statement, so PostgreSQL parses and
 * plans it once per connection instead of on every call (as postgres.js does by default). Planning was most of the
 * database's work for our short statements: 2.2 ms to plan the message insert that then runs in 0.5 ms, and on
 * the bench database ~90 % of PostgreSQL's CPU in the chat load (docs/BENCHMARKS.md). Statements that Drizzle already
 * names (`.prepare(name)`) keep their names. The same text always gets the same name in a pool.
 */
export function preparingClient(
  maxNamed = MAX_NAMED_STATEMENTS,
  maxCharacters = MAX_NAMED_CHARACTERS,
): typeof pg.Client {
  const names = new Map<string, string>();
  let characters = 0;
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= maxNamed || characters + text.length > maxCharacters) return known;
    const name = `samaj_${names.size + 1}`;
    names.set(text, name);
    characters += text.length;
    return name;
  };

  class PreparingClient extends pg.Client {}
  const unnamedQuery = pg.Client.prototype.query;
  PreparingClient.prototype.query = function query(
    this: pg.Client,
    config: unknown,
    values?: unknown,
    callback?: unknown,
  ) {
    const parameters = Array.isArray(values) ? values : undefined;
    if (parameters && parameters.length > 0) {
      if (typeof config === 'string') {
        const name = nameOf(config);
        if (name) config = { text: config, name };
      } else if (isPlainConfig(config) && config.name === undefined) {
        const name = nameOf(config.text);
        if (name) config = { ...config, name };
      }
    }
    return (unnamedQuery as (...args: unknown[]) => unknown).call(this, config, values, callback);
  } as typeof unnamedQuery;
  return PreparingClient;
}

/** A query config object (not a `pg.Query` or cursor, which submit themselves). */
function isPlainConfig(config: unknown): config is QueryConfigWithName {
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof (config as { text?: unknown }).text === 'string' &&
    typeof (config as { submit?: unknown }).submit !== 'function'
  );
}
