import { callApi } from '@/lib/api-client';

/** Revokes this device's refresh token family on the server. */
export function logout(refreshToken: string) {
  return callApi('POST /auth/logout', { body: { token: refreshToken } });
}
