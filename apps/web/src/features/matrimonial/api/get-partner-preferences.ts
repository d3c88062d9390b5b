import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** GET /matrimonial/preferences. */
export function getPartnerPreferences(signal?: AbortSignal) {
  return callApi('GET /matrimonial/preferences', { signal });
}

export const partnerPreferencesQueryOptions = () =>
  queryOptions({ queryKey: matrimonialKeys.preferences(), queryFn: ({ signal }) => getPartnerPreferences(signal) });

export function usePartnerPreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...partnerPreferencesQueryOptions(), enabled: options.enabled ?? true });
}
