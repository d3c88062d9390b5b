import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from '../db/client.ts';
import { redactedError } from './log-redaction.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A real failed statement carrying a member's details as its values. */
async function failedStatement(): Promise<Error> {
  try {
    await database.db.execute(
      sql`insert into users (id, phone_number, password_hash, full_name, bio_data) values (${'not-a-uuid'}, ${'+919812345678'}, ${'x'}, ${'Kamla Devi Prasad'}, ${'Teacher at Gaya'})`,
    );
  } catch (error) {
    return error as Error;
  }
  throw new Error('the statement should have failed');
}

describe('the logger’s error serializer', () => {
  it('keeps the statement and the error but none of the values it was given', async () => {
    const error = await failedStatement();
    expect(JSON.stringify({ message: error.message, stack: error.stack })).toContain('Kamla Devi Prasad');

    const lines: string[] = [];
    const logger = pino(
      { serializers: { err: redactedError } },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    logger.error({ err: error }, 'request failed');
    const entry = lines.join('');
    expect(entry).toContain('insert into users');
    expect(entry).toContain('request failed');
    for (const value of ['Kamla Devi Prasad', '9812345678', 'Teacher at Gaya', 'not-a-uuid']) expect(entry).not.toContain(value);
  });
});
