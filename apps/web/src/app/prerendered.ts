import { authStore } from '@/features/auth/stores/auth-store';
import type { Language } from '@/lib/i18n';
import { ID_ATTRIBUTES, PRERENDER_ID_PREFIX } from './prerender-ids';

/**
 * The prerendered copy of this page (vite-prerender.ts) that the app should hydrate: the one in `language`, for a
 * guest. The other copies leave the document and the kept one becomes #root with its own ids back, so it is exactly
 * what React renders. Null when there is none to take over (any other page, or a member: the app renders afresh into
 * an empty #root).
 */
export function takePrerendered(language: Language): HTMLElement | null {
  const copies = [...document.querySelectorAll<HTMLElement>('[data-prerendered]')];
  if (copies.length === 0) return null;
  const guest = !authStore.getState().isAuthenticated;
  const kept = guest ? copies.find((copy) => copy.dataset['prerendered'] === language) : undefined;
  for (const copy of copies) if (copy !== kept) copy.remove();
  document.documentElement.removeAttribute('data-signed-in');
  if (!kept) {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.prepend(root);
    return null;
  }
  kept.id = 'root';
  // The copies are shown by the page's language (vite-prerender.ts); the app's root must stay whatever language the
  // guest switches to.
  kept.removeAttribute('data-prerendered');
  const unprefix = (value: string) =>
    value
      .split(' ')
      .map((id) => (id.startsWith(PRERENDER_ID_PREFIX) ? id.slice(PRERENDER_ID_PREFIX.length) : id))
      .join(' ');
  for (const element of kept.querySelectorAll<HTMLElement>('*')) {
    for (const name of ID_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) element.setAttribute(name, unprefix(value));
    }
  }
  return kept;
}

declare global {
  interface Window {
    /** first-paint.js: the button a guest tapped on the prerendered page before the app ran, if any. */
    samajEarlyTap?: () => HTMLElement | null;
  }
}

/**
 * The button a guest tapped before the app's code ran (the tap that started it, often): first-paint.js keeps it, and
 * stops keeping taps from now on. Tapped again once React listens, it does what the guest meant.
 */
export function takeEarlyTap(): HTMLElement | null {
  return window.samajEarlyTap?.() ?? null;
}
