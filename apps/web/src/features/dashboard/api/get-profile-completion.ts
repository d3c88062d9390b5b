import type { ProfileCompletion } from '@samaj/shared/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /dashboard/profile-completion: a percentage and the fields still empty, in checklist order. */
export function getProfileCompletion(signal?: AbortSignal): Promise<ProfileCompletion> {
  return api.get<ProfileCompletion>('/dashboard/profile-completion', signal ? { signal } : undefined);
}

export const profileCompletionQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'profile-completion'],
    queryFn: ({ signal }) => getProfileCompletion(signal),
  });

export function useProfileCompletion() {
  return useQuery(profileCompletionQueryOptions());
}
