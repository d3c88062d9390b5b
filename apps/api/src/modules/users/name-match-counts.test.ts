import { afterEach, describe, expect, it, vi } from 'vitest';
import { NameMatchCountCache } from './name-match-counts.ts';

afterEach(() => vi.useRealTimers());

describe('NameMatchCountCache', () => {
  it('counts small totals on every search, so that they stay exact', async () => {
    const cache = new NameMatchCountCache();
    let total = 3;
    const count = vi.fn(async () => [total, 0, 0, 0]);
    expect(await cache.get('priya', count)).toEqual([3, 0, 0, 0]);
    total = 4;
    expect(await cache.get('priya', count)).toEqual([4, 0, 0, 0]);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('reuses a large total for 30 seconds, then counts again', async () => {
    vi.useFakeTimers();
    const cache = new NameMatchCountCache();
    const count = vi.fn(async () => [30_000, 10, 2_000, 5_000]);
    await cache.get('ra', count);
    vi.advanceTimersByTime(29_000);
    await cache.get('ra', count);
    expect(count).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await cache.get('ra', count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('runs one count at a time per keyword, and forgets a failed one', async () => {
    const cache = new NameMatchCountCache();
    let finish: (counts: number[]) => void = () => {};
    const count = vi.fn(() => new Promise<number[]>((resolve) => (finish = resolve)));
    const searches = [cache.get('ra', count), cache.get('ra', count), cache.get('ra', count)];
    finish([5, 0, 0, 0]);
    expect(await Promise.all(searches)).toEqual([
      [5, 0, 0, 0],
      [5, 0, 0, 0],
      [5, 0, 0, 0],
    ]);
    expect(count).toHaveBeenCalledTimes(1);

    await expect(cache.get('xy', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(await cache.get('xy', async () => [1, 0, 0, 0])).toEqual([1, 0, 0, 0]);
  });
});
