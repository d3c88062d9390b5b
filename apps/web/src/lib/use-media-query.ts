import { useSyncExternalStore } from 'react';

/** Whether the CSS media query matches now, following changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `md` breakpoint: tablets and up, where the sidebar stays open; below it, a phone. */
export const TABLET_UP = '(min-width: 48rem)';
