import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstScreen } from './first-screen';

/** Paints happen when the test says so. */
function paints() {
  const pending: Array<() => void> = [];
  return {
    afterPaint: (then: () => void) => void pending.push(then),
    paint: () => pending.splice(0).forEach((then) => then()),
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

afterEach(() => vi.useRealTimers());

describe('the first screen', () => {
  it('is shown once armed with nothing fetching and a frame painted, not before', async () => {
    const frames = paints();
    const screen = createFirstScreen({ afterPaint: frames.afterPaint });
    const queryClient = new QueryClient();
    expect(screen.isShown()).toBe(false);
    frames.paint();
    expect(screen.isShown()).toBe(false);

    screen.arm(queryClient);
    expect(screen.isShown()).toBe(false);
    frames.paint();
    expect(screen.isShown()).toBe(true);
    await expect(screen.whenShown()).resolves.toBeUndefined();
  });

  it("waits for the first page's queries to settle", async () => {
    const frames = paints();
    const screen = createFirstScreen({ afterPaint: frames.afterPaint });
    const queryClient = new QueryClient();
    const posts = deferred<string[]>();
    const fetching = queryClient.fetchQuery({ queryKey: ['posts'], queryFn: () => posts.promise });
    const shown = vi.fn();
    void screen.whenShown().then(shown);

    screen.arm(queryClient);
    frames.paint();
    expect(screen.isShown()).toBe(false);

    posts.resolve(['a post']);
    await fetching;
    expect(screen.isShown()).toBe(false);
    frames.paint();
    expect(screen.isShown()).toBe(true);
    await Promise.resolve();
    expect(shown).toHaveBeenCalledOnce();
  });

  it('is shown after the longest wait even when a query never answers or no frame is painted', () => {
    vi.useFakeTimers();
    const frames = paints();
    const screen = createFirstScreen({ afterPaint: frames.afterPaint, waitMaxMs: 4000 });
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });

    screen.arm(queryClient);
    vi.advanceTimersByTime(3999);
    expect(screen.isShown()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(screen.isShown()).toBe(true);
  });

  it('is armed once: a later page does not hold back what has started', () => {
    const frames = paints();
    const screen = createFirstScreen({ afterPaint: frames.afterPaint });
    const queryClient = new QueryClient();
    screen.arm(queryClient);
    frames.paint();
    expect(screen.isShown()).toBe(true);

    void queryClient.fetchQuery({ queryKey: ['next page'], queryFn: () => new Promise(() => undefined) });
    screen.arm(queryClient);
    expect(screen.isShown()).toBe(true);
  });
});
