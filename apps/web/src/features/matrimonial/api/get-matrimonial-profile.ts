import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** GET /matrimonial/profile/{id}: the whole profile, photos as its owner allows. */
export function getMatrimonialProfile(id: string, signal?: AbortSignal) {
  return callApi('GET /matrimonial/profile/:id', { params: { id }, signal });
}

export const matrimonialProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: matrimonialKeys.profile(id),
    queryFn: ({ signal }) => getMatrimonialProfile(id, signal),
  });

export function useMatrimonialProfile(id: string) {
  return useQuery(matrimonialProfileQueryOptions(id));
}
