import { useEffect, useRef } from 'react';

/** Scrolling gets this close to the end (in px) before the next page is asked for, so it is there in time on 4G. */
const AHEAD_PX = 800;

/**
 * A ref for an element at the end of a list: when it comes near the screen, `loadMore` runs (infinite scroll).
 * `loaded` (pages so far) re-arms it: an observer reports only changes, and the end may still be near after a page.
 * The list keeps a visible "Load more" button too, for keyboards and for browsers without IntersectionObserver.
 */
export function useLoadMoreOnScroll(loadMore: () => void, enabled: boolean, loaded: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loaded]);
  return sentinel;
}
