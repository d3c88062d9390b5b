import type { AuthUser } from '@samaj/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /user/me: the member and their details; the auth state keeps `user` in step with it. */
export interface CurrentUser {
  user: AuthUser;
  personalDetails: unknown;
  communityDetails: unknown;
  matrimonialDetails: unknown;
}

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api.get<CurrentUser>('/user/me', signal ? { signal } : undefined);
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'me'], queryFn: ({ signal }) => getCurrentUser(signal) });

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), enabled: options.enabled ?? true });
}
