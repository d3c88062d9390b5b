import type { AuthResult } from '@samaj/shared/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthStore, readPersistedAuth } from './auth-store';

class MapStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const session: AuthResult = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  user: {
    id: 'user-1',
    phoneNumber: '+919876543210',
    fullName: 'Asha Kumari',
    image: null,
    onBoardingCompleted: true,
    isMatrimonialProfile: false,
    profile: { onboardingCompleted: true },
    role: 'MEMBER',
    language: 'en',
  },
};

let storage: MapStorage;

beforeEach(() => {
  storage = new MapStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
});

describe('auth store', () => {
  it('starts loading and settles after hydration with no saved session', () => {
    const store = createAuthStore();
    expect(store.getState().isLoading).toBe(true);
    store.hydrate();
    expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
  });

  it('setCredentials marks the member authenticated, clears the error and persists only under "auth"', () => {
    const store = createAuthStore();
    store.hydrate();
    store.setError('Login failed');
    store.setCredentials(session);

    expect(store.getState()).toMatchObject({
      user: session.user,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      isAuthenticated: true,
      error: null,
    });
    expect(storage.length).toBe(1);
    expect(readPersistedAuth(storage)).toEqual({ ...session, isAuthenticated: true });
  });

  it('hydrate restores a persisted session', () => {
    createAuthStore().setCredentials(session);
    const store = createAuthStore();
    store.hydrate();
    expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, accessToken: 'access-1' });
  });

  it('logout clears the user and both tokens, the error, and wipes all local storage', () => {
    const store = createAuthStore();
    store.setCredentials(session);
    store.setError('something');
    storage.setItem('register_secret_key', 'secret');
    storage.setItem('theme', 'dark');

    store.logout();

    expect(store.getState()).toMatchObject({
      user: null,
      accessToken: null,
      refreshToken: null,
      isAuthenticated: false,
      error: null,
    });
    expect(storage.length).toBe(0);
  });

  it('setError stores the error and stops loading', () => {
    const store = createAuthStore();
    store.setLoading(true);
    store.setError('Login failed');
    expect(store.getState()).toMatchObject({ error: 'Login failed', isLoading: false });
  });

  it('notifies subscribers on every change', () => {
    const store = createAuthStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.setCredentials(session);
    store.logout();
    unsubscribe();
    store.setError('ignored');
    expect(calls).toBe(2);
  });

  it('ignores a malformed saved entry', () => {
    storage.setItem('auth', '{"accessToken": 42');
    const store = createAuthStore();
    store.hydrate();
    expect(store.getState().isAuthenticated).toBe(false);
  });
});
