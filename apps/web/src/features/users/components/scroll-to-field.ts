import { useEffect, type BaseSyntheticEvent } from 'react';
import { useLocation } from 'react-router';
import { scrollBehavior } from '@/lib/utils';

/** Where `#field` links point when the field's control has another id (the first of several, or a wrapper). */
const anchorIds: Record<string, string> = { currentLocation: 'state' };

/** After a refused submit: brings the first error message into view (some controls cannot take focus themselves). */
export function scrollToFirstError(_errors: unknown, event?: BaseSyntheticEvent): void {
  const form = event?.target instanceof HTMLFormElement ? event.target : document;
  requestAnimationFrame(() => {
    form.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
  });
}

/** Opens the page at the field the URL names (`/profile?page=personaldetails#bioData`, from the home checklist). */
export function useScrollToHashField(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const field = decodeURIComponent(hash.slice(1));
    if (!ready || !field) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(anchorIds[field] ?? field);
      if (!target) return;
      target.scrollIntoView({ block: 'center' });
      const focusable = target.matches('input, select, textarea, button')
        ? target
        : target.querySelector<HTMLElement>('input, select, textarea, button');
      focusable?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, ready]);
}
