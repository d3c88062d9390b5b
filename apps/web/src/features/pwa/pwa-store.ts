import { useSyncExternalStore } from 'react';

/** The part of the `beforeinstallprompt` event the app uses (Chromium only, so not in the DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** A new version is installed and waits; calling this makes it take over and reloads the page. */
  applyUpdate: (() => void) | null;
  /** The browser offers to install the app. */
  installPrompt: InstallPromptEvent | null;
}

let state: PwaState = { applyUpdate: null, installPrompt: null };
const listeners = new Set<() => void>();

function set(next: Partial<PwaState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const pwaStore = {
  getState: () => state,
  updateReady: (applyUpdate: () => void) => set({ applyUpdate }),
  installOffered: (installPrompt: InstallPromptEvent | null) => set({ installPrompt }),
};

export function usePwaState(): PwaState {
  // The same snapshot for the prerender and hydration (nothing offered yet, vite-prerender.ts) as afterwards.
  return useSyncExternalStore(subscribe, pwaStore.getState, pwaStore.getState);
}
