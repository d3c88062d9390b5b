import type { UsersCount } from '@samaj/shared/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getUsersCount(signal?: AbortSignal): Promise<UsersCount> {
  return api.get<UsersCount>('/user/users-count', signal ? { signal } : undefined);
}

export const usersCountQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'users-count'], queryFn: ({ signal }) => getUsersCount(signal) });

/** How many members, helpers and seekers there are. */
export function useUsersCount() {
  return useQuery(usersCountQueryOptions());
}
