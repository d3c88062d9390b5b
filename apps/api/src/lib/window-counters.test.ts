import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryWindowCounters, RedisWindowCounters, type WindowCounters } from './window-counters.ts';

const redisUrl = process.env['TEST_REDIS_URL'];
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const engines: [string, () => WindowCounters][] = [
  ['in memory', () => new MemoryWindowCounters()],
  ...(redis ? [['in Redis', () => new RedisWindowCounters(redis, `samaj-test-${randomUUID()}:`)] as [string, () => WindowCounters]] : []),
];

describe.each(engines)('window counters %s', (_name, create) => {
  const WINDOW = 15 * 60_000;

  it('counts per subject, in total and per source, and says when the window ends', async () => {
    const counters = create();
    for (const source of ['a', 'a', 'b']) await counters.add('phone-1', source, WINDOW);
    await counters.add('phone-2', 'a', WINDOW);
    const count = await counters.read('phone-1', 'a');
    expect(count).toMatchObject({ total: 3, fromSource: 2 });
    expect(count.retryAfterMs).toBeGreaterThan(WINDOW - 60_000);
    expect(count.retryAfterMs).toBeLessThanOrEqual(WINDOW);
    expect(await counters.read('phone-1', 'c')).toMatchObject({ total: 3, fromSource: 0 });
    expect(await counters.read('phone-3', 'a')).toEqual({ total: 0, fromSource: 0, retryAfterMs: 0 });
  });

  it('forgets one source, or a whole subject', async () => {
    const counters = create();
    for (const source of ['a', 'b']) await counters.add('phone-1', source, WINDOW);
    await counters.add('phone-2', 'a', WINDOW);
    await counters.clear('phone-1', 'a');
    expect(await counters.read('phone-1', 'a')).toMatchObject({ fromSource: 0 });
    expect(await counters.read('phone-1', 'b')).toMatchObject({ fromSource: 1 });
    await counters.clear('phone-1');
    expect(await counters.read('phone-1', 'b')).toEqual({ total: 0, fromSource: 0, retryAfterMs: 0 });
    expect(await counters.read('phone-2', 'a')).toMatchObject({ total: 1, fromSource: 1 });
  });
});

describe('window counters in memory', () => {
  it('stays within its size, dropping the oldest subjects first', async () => {
    const counters = new MemoryWindowCounters(3);
    for (const subject of ['s1', 's2', 's3', 's4']) await counters.add(subject, 'a', 60_000);
    expect((await counters.read('s1', 'a')).total).toBe(0);
    expect((await counters.read('s4', 'a')).total).toBe(1);
    expect((await counters.read('s2', 'a')).total).toBe(1);
  });
});
