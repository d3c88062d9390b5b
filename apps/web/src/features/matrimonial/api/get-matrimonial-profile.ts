import type { MatrimonialProfile } from '@samaj/shared/matrimonial';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** GET /matrimonial/profile/{id}: the whole profile, photos as its owner allows. */
export function getMatrimonialProfile(id: string, signal?: AbortSignal): Promise<MatrimonialProfile> {
  return api.get<MatrimonialProfile>(`/matrimonial/profile/${encodeURIComponent(id)}`, signal ? { signal } : undefined);
}

export const matrimonialProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: matrimonialKeys.profile(id),
    queryFn: ({ signal }) => getMatrimonialProfile(id, signal),
  });

export function useMatrimonialProfile(id: string) {
  return useQuery(matrimonialProfileQueryOptions(id));
}
