import type { PartnerPreferences } from '@samaj/shared/matrimonial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** GET /matrimonial/preferences. */
export function getPartnerPreferences(signal?: AbortSignal): Promise<PartnerPreferences> {
  return api.get<PartnerPreferences>('/matrimonial/preferences', signal ? { signal } : undefined);
}

export const partnerPreferencesQueryOptions = () =>
  queryOptions({ queryKey: matrimonialKeys.preferences(), queryFn: ({ signal }) => getPartnerPreferences(signal) });

export function usePartnerPreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...partnerPreferencesQueryOptions(), enabled: options.enabled ?? true });
}
