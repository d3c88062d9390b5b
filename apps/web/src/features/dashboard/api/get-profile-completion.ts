import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** GET /dashboard/profile-completion: a percentage and the fields still empty, in checklist order. */
export function getProfileCompletion(signal?: AbortSignal) {
  return callApi('GET /dashboard/profile-completion', { signal });
}

export const profileCompletionQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.profileCompletion(),
    queryFn: ({ signal }) => getProfileCompletion(signal),
  });

export function useProfileCompletion() {
  return useQuery(profileCompletionQueryOptions());
}
