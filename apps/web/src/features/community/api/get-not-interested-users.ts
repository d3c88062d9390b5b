import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { communityKeys } from './keys';

export function getNotInterestedUsers(signal?: AbortSignal) {
  return callApi('GET /community/not-interested-users', { signal });
}

export const notInterestedUsersQueryOptions = () =>
  queryOptions({
    queryKey: communityKeys.notInterestedUsers(),
    queryFn: ({ signal }) => getNotInterestedUsers(signal),
  });

/** The members hidden from the lists, so they can be brought back. */
export function useNotInterestedUsers() {
  return useQuery(notInterestedUsersQueryOptions());
}
