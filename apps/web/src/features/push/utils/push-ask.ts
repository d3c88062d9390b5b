import { useSyncExternalStore } from 'react';
import { pushSupported } from './push-support';

const NOT_NOW_KEY = 'push-ask-not-now';
/** After "Not now", the card stays away this long. */
const NOT_NOW_MS = 14 * 24 * 60 * 60 * 1000;

let asking = false;
const listeners = new Set<() => void>();

function setAsking(next: boolean) {
  asking = next;
  for (const listener of listeners) listener();
}

function dismissedRecently(): boolean {
  const at = Number(localStorage.getItem(NOT_NOW_KEY));
  return Number.isFinite(at) && Date.now() - at < NOT_NOW_MS;
}

/**
 * After the member sent a message or an interest: offer pushes for the reply, unless this browser cannot, the member
 * already chose (allowed or blocked), or said "Not now" lately. The browser's own question comes only from the card.
 */
export function offerPushAfterReachingOut(): void {
  if (!pushSupported() || Notification.permission !== 'default' || dismissedRecently()) return;
  setAsking(true);
}

export const pushAsk = {
  notNow() {
    localStorage.setItem(NOT_NOW_KEY, String(Date.now()));
    setAsking(false);
  },
  done: () => setAsking(false),
};

export function usePushAsk(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asking,
  );
}
