import { useSyncExternalStore } from 'react';
import type { AuthResult, AuthTokens, AuthUser } from '@samaj/shared/auth';
import { AUTH_PERSIST_TIMEOUT_MS, STORAGE_KEYS } from '@samaj/shared/constants';

export interface AuthState {
  user: AuthUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
}

/** What survives a reload, under localStorage 'auth'; nothing else is persisted. */
export type PersistedAuth = Pick<AuthState, 'user' | 'accessToken' | 'refreshToken' | 'isAuthenticated'>;

const signedOut: AuthState = {
  user: null,
  accessToken: null,
  refreshToken: null,
  isAuthenticated: false,
  isLoading: false,
  error: null,
};

function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isPersistedAuth(value: unknown): value is PersistedAuth {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  const user = candidate.user as Record<string, unknown> | null | undefined;
  return (
    typeof candidate.accessToken === 'string' &&
    typeof candidate.refreshToken === 'string' &&
    candidate.isAuthenticated === true &&
    !!user &&
    typeof user.id === 'string' &&
    typeof user.onBoardingCompleted === 'boolean'
  );
}

export function readPersistedAuth(storage: Storage | null = storageOrNull()): PersistedAuth | null {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.auth);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isPersistedAuth(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** A tiny external store (read with useSyncExternalStore) holding the session. */
export function createAuthStore() {
  let state: AuthState = { ...signedOut, isLoading: true };
  const listeners = new Set<() => void>();

  function persist(next: AuthState) {
    const storage = storageOrNull();
    if (!storage) return;
    try {
      if (next.isAuthenticated) {
        const persisted: PersistedAuth = {
          user: next.user,
          accessToken: next.accessToken,
          refreshToken: next.refreshToken,
          isAuthenticated: true,
        };
        storage.setItem(STORAGE_KEYS.auth, JSON.stringify(persisted));
      } else {
        storage.removeItem(STORAGE_KEYS.auth);
      }
    } catch {
      // Full or blocked storage: the session still works until the page is closed.
    }
  }

  function setState(patch: Partial<AuthState>, options: { persist?: boolean } = {}) {
    state = { ...state, ...patch };
    if (options.persist) persist(state);
    for (const listener of listeners) listener();
  }

  function loadFromStorage() {
    const persisted = readPersistedAuth();
    setState(persisted ? { ...persisted, isLoading: false } : { ...signedOut });
  }

  return {
    getState: (): AuthState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Restores the persisted session. localStorage is synchronous, so this settles at once; the timer only
     * guarantees that a broken storage never keeps the app on its spinner past the 5000 ms persistence timeout.
     */
    hydrate(timeoutMs: number = AUTH_PERSIST_TIMEOUT_MS): void {
      const timer = setTimeout(() => {
        if (state.isLoading) setState({ isLoading: false });
      }, timeoutMs);
      try {
        loadFromStorage();
      } finally {
        clearTimeout(timer);
        if (state.isLoading) setState({ isLoading: false });
      }
    },

    /** Re-reads the session another tab may have changed (token rotation, logout). */
    reload(): void {
      const persisted = readPersistedAuth();
      if (!persisted) {
        if (state.isAuthenticated) setState({ ...signedOut });
        return;
      }
      if (persisted.accessToken !== state.accessToken || persisted.user?.id !== state.user?.id) {
        setState({ ...persisted, isLoading: false, error: null });
      }
    },

    setCredentials({ user, accessToken, refreshToken }: AuthResult): void {
      setState(
        { user, accessToken, refreshToken, isAuthenticated: true, isLoading: false, error: null },
        { persist: true },
      );
    },

    setTokens({ accessToken, refreshToken }: AuthTokens): void {
      setState({ accessToken, refreshToken }, { persist: true });
    },

    setUser(user: AuthUser): void {
      setState({ user }, { persist: true });
    },

    setLoading(isLoading: boolean): void {
      setState({ isLoading });
    },

    setError(error: string | null): void {
      setState({ error, isLoading: false });
    },

    /** Ends the session here and wipes all browser local storage. */
    logout(): void {
      state = { ...state, ...signedOut };
      try {
        storageOrNull()?.clear();
      } catch {
        // Nothing more can be done about storage we may not touch.
      }
      for (const listener of listeners) listener();
    },
  };
}

export const authStore = createAuthStore();

export function useAuthState(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}

/** Keeps every open tab on the same session: a logout or token rotation in one reaches the others. */
export function syncAuthAcrossTabs(store: AuthStore = authStore): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.auth) store.reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
