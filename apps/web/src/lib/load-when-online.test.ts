import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

/** A module whose first `failures` fetches fail, as a dynamic import does with the network gone. */
function flakyModule(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { loaded: calls };
  });
  return load;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadWhenOnline', () => {
  it('loads at once when it can', async () => {
    const load = flakyModule(0);
    await expect(loadWhenOnline(load)).resolves.toEqual({ loaded: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again as soon as the browser is back online, once', async () => {
    const load = flakyModule(1);
    const loaded = loadWhenOnline(load);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toEqual({ loaded: 2 });
    // Neither a later "online" nor the retry timer loads it a third time.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again every 30 seconds when no "online" comes (the phone still says it is online)', async () => {
    const load = flakyModule(2);
    const loaded = loadWhenOnline(load);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(loaded).resolves.toEqual({ loaded: 3 });
  });
});
