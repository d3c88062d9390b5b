import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { preparingClient } from './prepared-statements.ts';

/** The names the client gave the statements it was asked to run (queued: the client is never connected). */
function namesGiven(client: pg.Client, statements: string[]): (string | undefined)[] {
  for (const text of statements) void client.query(text, [1]).catch(() => {});
  return (client as unknown as { queryQueue: { name?: string }[] }).queryQueue.map((query) => query.name);
}

describe('preparingClient', () => {
  it('names each text with parameters once per pool, and runs the rest unnamed past its bounds in texts and characters', () => {
    const Client = preparingClient(3, 60);
    const short = (n: number) => `select $1::int + ${n}`; // 20 characters.
    const long = `select $1::int as a, ${'1'.padEnd(40, '0')} as b`; // Longer than what is left of the 60.
    const first = namesGiven(new Client(), [short(1), short(2), short(1), long, short(3), short(4)]);
    expect(first).toEqual(['samaj_1', 'samaj_2', 'samaj_1', undefined, 'samaj_3', undefined]);
    // Another connection of the same pool uses the same names; a statement without parameters is never named.
    const other = new Client();
    void other.query('select 1').catch(() => {});
    expect(namesGiven(other, [short(3)])).toEqual([undefined, 'samaj_3']);
  });
});
