import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** GET /matrimonial/preferences: mine, or (`actingFor`) those of a family member whose marriage profile I manage. */
export function getPartnerPreferences(signal?: AbortSignal, actingFor?: string) {
  return callApi('GET /matrimonial/preferences', { signal, actingFor });
}

export const partnerPreferencesQueryOptions = (actingFor?: string) =>
  queryOptions({
    queryKey: actingFor ? matrimonialKeys.managedPreferences(actingFor) : matrimonialKeys.preferences(),
    queryFn: ({ signal }) => getPartnerPreferences(signal, actingFor),
  });

export function usePartnerPreferences(options: { enabled?: boolean; actingFor?: string | undefined } = {}) {
  return useQuery({ ...partnerPreferencesQueryOptions(options.actingFor), enabled: options.enabled ?? true });
}
