import { api } from '@/lib/api-client';

/** Revokes this device's refresh token family on the server. */
export function logout(refreshToken: string): Promise<null> {
  return api.post<null>('/auth/logout', { token: refreshToken });
}
