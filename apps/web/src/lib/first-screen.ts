import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/** The longest the first screen may hold back what can wait (an API answer that is slow to come, a query retrying). */
export const FIRST_SCREEN_WAIT_MAX_MS = 4000;

/** The longest `afterNextPaint` waits for the browser to report the frame's paint (none comes if nothing larger). */
const PAINT_REPORT_WAIT_MS = 500;

/**
 * Runs `then` once the browser has shown the next frame. Where it reports largest paints, once it reports one painted
 * after this frame began (or after `PAINT_REPORT_WAIT_MS`, when nothing larger was painted); elsewhere, from a frame
 * callback of the frame after. Two frame callbacks alone came before a frame full of text was presented: in
 * Lighthouse's trace of /posts the counters and the live connection went out 30 ms before the feed's paint, and its
 * simulated slow 4G then counted their downloads into the LCP.
 */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame((frameStart) => {
    let done = false;
    let observer: PerformanceObserver | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      clearTimeout(cap);
      setTimeout(then, 0);
    };
    const cap = setTimeout(finish, PAINT_REPORT_WAIT_MS);
    if (
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= frameStart)) finish();
      });
      observer.observe({ type: 'largest-contentful-paint' });
    } else {
      requestAnimationFrame(finish);
    }
  });
}

export interface FirstScreenOptions {
  afterPaint?: (then: () => void) => void;
  waitMaxMs?: number;
}

/**
 * Whether the first page of this load is on screen with its data: what a member does not need to see it (the live
 * connection, the unread counters, the outbox, the service worker and its downloads) starts only then, so on slow 4G
 * the page's own code, data and the phone's CPU come first.
 */
export function createFirstScreen({
  afterPaint = afterNextPaint,
  waitMaxMs = FIRST_SCREEN_WAIT_MAX_MS,
}: FirstScreenOptions = {}) {
  let shown = false;
  let armed = false;
  const listeners = new Set<() => void>();

  function markShown() {
    if (shown) return;
    shown = true;
    for (const listener of [...listeners]) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    isShown: () => shown,
    subscribe,

    /**
     * Called once the first page has committed (its queries have started by then): the first screen counts as shown
     * after the frame painted once none of them is fetching any more, or after `waitMaxMs` whatever happens (a
     * background tab paints no frames).
     */
    arm(queryClient: QueryClient): void {
      if (armed || shown) return;
      armed = true;
      const cap = setTimeout(markShown, waitMaxMs);
      let settled = false;
      const unsubscribe = queryClient.getQueryCache().subscribe(check);
      check();
      function check() {
        if (settled || queryClient.isFetching() > 0) return;
        settled = true;
        unsubscribe();
        afterPaint(() => {
          clearTimeout(cap);
          markShown();
        });
      }
    },

    /** Resolves at once when the first screen has been shown, or when it is. */
    whenShown(): Promise<void> {
      if (shown) return Promise.resolve();
      return new Promise((resolve) => {
        const unsubscribe = subscribe(() => {
          unsubscribe();
          resolve();
        });
      });
    },
  };
}

export const firstScreen = createFirstScreen();

/** For a query that can wait for the first screen: `enabled: useFirstScreenShown()`. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(firstScreen.subscribe, firstScreen.isShown, firstScreen.isShown);
}
