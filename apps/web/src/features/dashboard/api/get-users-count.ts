import type { UsersCount } from '@samaj/shared/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /user/users-count: members, helpers (offer help) and seekers (look for help). */
export function getUsersCount(signal?: AbortSignal): Promise<UsersCount> {
  return api.get<UsersCount>('/user/users-count', signal ? { signal } : undefined);
}

export const usersCountQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'users-count'], queryFn: ({ signal }) => getUsersCount(signal) });

export function useUsersCount() {
  return useQuery(usersCountQueryOptions());
}
