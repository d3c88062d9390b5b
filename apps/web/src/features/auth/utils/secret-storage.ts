import type { STORAGE_KEYS } from '@samaj/shared/constants';

export type SecretKey = typeof STORAGE_KEYS.registerSecret | typeof STORAGE_KEYS.forgetPassSecret;

/** The OTP secret of a signup or reset in progress, kept so the next steps can use it. */
export const secretStorage = {
  save(key: SecretKey, secret: string) {
    try {
      localStorage.setItem(key, secret);
    } catch {
      // The flow keeps the secret in memory as well.
    }
  },
  read(key: SecretKey): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  clear(key: SecretKey) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to clean up.
    }
  },
};
