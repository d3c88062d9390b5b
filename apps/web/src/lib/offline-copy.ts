/**
 * Whether what the pages show came from the service worker's last copies (the network failed or took over 4 s) and
 * from when. No React here: the service worker shares the header's name.
 */

/** Set by the service worker on an API answer it gave from its cache: the time the copy was saved (HTTP date). */
export const OFFLINE_COPY_HEADER = 'X-Samaj-Offline-Copy';

/** The latest answer was a saved copy (`savedAt`: when the server gave it, null when unknown); null when fresh. */
export interface OfflineCopy {
  savedAt: Date | null;
}

let current: OfflineCopy | null = null;
const listeners = new Set<() => void>();

function set(next: OfflineCopy | null) {
  if (next?.savedAt?.getTime() === current?.savedAt?.getTime() && (next === null) === (current === null)) return;
  current = next;
  for (const listener of listeners) listener();
}

export const offlineCopies = {
  get: (): OfflineCopy | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Every answer to a read says which it was: a saved copy (the header) or a fresh one, which ends the notice. */
  noteAnswer(headers: Headers): void {
    const header = headers.get(OFFLINE_COPY_HEADER);
    if (header === null) {
      set(null);
      return;
    }
    const savedAt = new Date(header);
    set({ savedAt: Number.isNaN(savedAt.getTime()) ? null : savedAt });
  },
};
