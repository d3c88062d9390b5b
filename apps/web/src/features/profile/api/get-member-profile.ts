import type { PublicProfile } from '@samaj/shared/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /user/profile/{id}: another member as their privacy allows (the phone only when they made it public). */
export function getMemberProfile(id: string, signal?: AbortSignal): Promise<PublicProfile> {
  return api.get<PublicProfile>(`/user/profile/${encodeURIComponent(id)}`, signal ? { signal } : undefined);
}

export const memberProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['user', 'profile', id], queryFn: ({ signal }) => getMemberProfile(id, signal) });

export function useMemberProfile(id: string) {
  return useQuery(memberProfileQueryOptions(id));
}
