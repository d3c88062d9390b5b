import type { NotInterestedUsers } from '@samaj/shared/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getNotInterestedUsers(signal?: AbortSignal): Promise<NotInterestedUsers> {
  return api.get<NotInterestedUsers>('/community/not-interested-users', signal ? { signal } : undefined);
}

export const notInterestedUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['community', 'not-interested-users'],
    queryFn: ({ signal }) => getNotInterestedUsers(signal),
  });

/** The members hidden from the lists, so they can be brought back. */
export function useNotInterestedUsers() {
  return useQuery(notInterestedUsersQueryOptions());
}
