/**
 * The prerendered /login and /signup carry one copy of the page per language (vite-prerender.ts). The Hindi copy's
 * ids, and the attributes that point at ids, get this prefix there, so that no id is in the document twice (a label
 * names its own copy's field); main.tsx takes it off the copy it keeps before React hydrates it.
 */
export const PRERENDER_ID_PREFIX = 'prerendered-hi--';
export const ID_ATTRIBUTES = ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns'];
