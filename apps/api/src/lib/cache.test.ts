import { describe, expect, it, vi } from 'vitest';
import { approximateBytes, BoundedCache } from './cache.ts';

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('BoundedCache', () => {
  it('serves a value for its TTL, then loads it again', async () => {
    const time = clock();
    const cache = new BoundedCache<number>({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 30_000, now: time.now });
    const load = vi.fn(async () => 7);
    await cache.getOrLoad('ra', load);
    time.advance(29_999);
    expect(await cache.getOrLoad('ra', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.getOrLoad('ra', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries, dropping the least recently used first', () => {
    const cache = new BoundedCache<string>({ maxEntries: 2, maxBytes: 1_000_000, ttlMs: 60_000 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // "b" is now the least recently used.
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    expect(cache.size).toBe(2);
  });

  it('stores only what `keep` accepts: small totals are loaded on every call, so that they stay exact', async () => {
    const cache = new BoundedCache<number>({
      maxEntries: 10,
      maxBytes: 1_000_000,
      ttlMs: 60_000,
      keep: (total) => total >= 1_000,
    });
    let total = 3;
    const load = vi.fn(async () => total);
    expect(await cache.getOrLoad('priya', load)).toBe(3);
    total = 4;
    expect(await cache.getOrLoad('priya', load)).toBe(4);
    total = 5_000;
    await cache.getOrLoad('priya', load);
    total = 6_000;
    expect(await cache.getOrLoad('priya', load)).toBe(5_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('runs one load at a time per key, and forgets a failed one', async () => {
    const cache = new BoundedCache<number[]>({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 60_000 });
    let finish: (counts: number[]) => void = () => {};
    const load = vi.fn(() => new Promise<number[]>((resolve) => (finish = resolve)));
    const callers = [cache.getOrLoad('ra', load), cache.getOrLoad('ra', load), cache.getOrLoad('ra', load)];
    finish([5, 0, 0, 0]);
    expect(await Promise.all(callers)).toEqual([
      [5, 0, 0, 0],
      [5, 0, 0, 0],
      [5, 0, 0, 0],
    ]);
    expect(load).toHaveBeenCalledTimes(1);

    await expect(cache.getOrLoad('xy', () => Promise.reject(new Error('connection lost')))).rejects.toThrow(
      'connection lost',
    );
    expect(await cache.getOrLoad('xy', async () => [1, 0, 0, 0])).toEqual([1, 0, 0, 0]);
  });

  it('does not store what a load read before its key was deleted (a change made meanwhile wins)', async () => {
    const cache = new BoundedCache<string>({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 60_000 });
    let finish: (value: string) => void = () => {};
    const loading = cache.getOrLoad('asha', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.delete('asha');
    finish('before the change');
    expect(await loading).toBe('before the change');
    expect(cache.get('asha')).toBeUndefined();
    expect(await cache.getOrLoad('asha', async () => 'after the change')).toBe('after the change');
  });

  it('deletes by key test, and updates a stored value in place', () => {
    const cache = new BoundedCache<number>({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 60_000 });
    cache.set('asha|search', 1);
    cache.set('asha|recommended', 2);
    cache.set('ravi|search', 3);
    cache.deleteWhere((key) => key.startsWith('asha|'));
    expect([cache.get('asha|search'), cache.get('asha|recommended'), cache.get('ravi|search')]).toEqual([
      undefined,
      undefined,
      3,
    ]);
    cache.update('ravi|search', (value) => value + 1);
    cache.update('nobody', (value) => value + 1);
    expect(cache.get('ravi|search')).toBe(4);
    expect(cache.get('nobody')).toBeUndefined();
  });

  it('keeps at most maxBytes, dropping the least recently used first, and never stores a value larger than all of it', () => {
    const id = '0192a8f0-3c1e-7d2a-9b4e-5f6a7b8c9d0e';
    const snapshot = (n: number) => ({ ids: Array.from({ length: n }, () => id), total: n, complete: true });
    const oneBytes = approximateBytes(snapshot(100)) + 96 + 2 * 'asha|search'.length;
    const cache = new BoundedCache<ReturnType<typeof snapshot>>({
      maxEntries: 100,
      maxBytes: oneBytes * 3,
      ttlMs: 60_000,
    });
    for (const name of ['asha', 'ravi', 'mina']) cache.set(`${name}|search`, snapshot(100));
    expect(cache.size).toBe(3);
    expect(cache.byteSize).toBe(oneBytes * 3);
    expect(cache.get('asha|search')).toBeDefined(); // "ravi" is now the least recently used.
    cache.set('gita|search', snapshot(100));
    expect(cache.size).toBe(3);
    expect(cache.get('ravi|search')).toBeUndefined();
    expect(cache.get('asha|search')?.total).toBe(100);

    cache.set('huge|search', snapshot(400)); // Larger than the whole budget: not stored, nothing pushed out.
    expect(cache.get('huge|search')).toBeUndefined();
    expect(cache.size).toBe(3);

    cache.deleteWhere(() => true);
    expect([cache.size, cache.byteSize]).toEqual([0, 0]);
  });

  it('estimates a value by its strings, slots and objects', () => {
    expect(approximateBytes('abcd')).toBe(24);
    expect(approximateBytes([1, 2])).toBe(32 + 2 * (8 + 16));
    expect(approximateBytes({ name: 'ab', age: 30, married: false })).toBe(32 + (8 + 20) + (8 + 16) + (8 + 8));
    expect(approximateBytes({ ids: ['ab'] })).toBeGreaterThan(approximateBytes({ ids: [] }));
  });
});
