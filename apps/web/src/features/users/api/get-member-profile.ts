import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from '@/lib/users-api';
import { callApi } from '@/lib/api-client';

/** GET /user/profile/{id}: another member as their privacy allows (the phone only when they made it public). */
export function getMemberProfile(id: string, signal?: AbortSignal) {
  return callApi('GET /user/profile/:id', { params: { id }, signal });
}

export const memberProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: userKeys.profile(id), queryFn: ({ signal }) => getMemberProfile(id, signal) });

export function useMemberProfile(id: string) {
  return useQuery(memberProfileQueryOptions(id));
}
