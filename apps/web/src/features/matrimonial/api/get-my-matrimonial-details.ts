import type { AuthUser } from '@samaj/shared/auth';
import type { MatrimonialDetails } from '@samaj/shared/matrimonial';
import type { PersonalDetails } from '@samaj/shared/profile';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ME_QUERY_KEY } from './keys';

/** The parts of GET /user/me the matrimonial tab reads: the marriage profile and the birth date and gender. */
export interface MeWithMatrimonial {
  user: AuthUser;
  personalDetails: PersonalDetails;
  matrimonialDetails: MatrimonialDetails | null;
}

export function getMe(signal?: AbortSignal): Promise<MeWithMatrimonial> {
  return api.get<MeWithMatrimonial>('/user/me', signal ? { signal } : undefined);
}

export const meQueryOptions = () => queryOptions({ queryKey: ME_QUERY_KEY, queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * Puts a saved marriage profile (and the account it changed) into the cached GET /user/me. Returns false when
 * there was nothing to update (no cached profile, or photos for a marriage profile the cache does not have).
 */
export function updateCachedMatrimonialDetails(
  queryClient: QueryClient,
  update: { matrimonialDetails?: MatrimonialDetails; images?: string[]; user?: AuthUser },
): boolean {
  let applied = false;
  queryClient.setQueryData<MeWithMatrimonial>(ME_QUERY_KEY, (me) => {
    if (!me) return me;
    const details = update.matrimonialDetails ?? me.matrimonialDetails;
    if (update.images && !details) return me;
    applied = true;
    return {
      ...me,
      user: update.user ?? me.user,
      matrimonialDetails: details && update.images ? { ...details, images: update.images } : details,
    };
  });
  return applied;
}
