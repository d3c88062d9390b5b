import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { updateCachedMe, type Me } from '@/lib/users-api';
import { callApi, type ApiRequest } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** PUT /user/matrimonial-details: the whole section; `isMatrimonialProfile` says whether it is complete. */
export function updateMatrimonialDetails(body: ApiRequest<'PUT /user/matrimonial-details'>['body']) {
  return callApi('PUT /user/matrimonial-details', { body });
}

/**
 * Puts a saved marriage profile (and the account it changed) into the cached GET /user/me. Returns false when
 * there was nothing to update (no cached profile, or photos for a marriage profile the cache does not have).
 */
export function updateCachedMatrimonialDetails(
  queryClient: QueryClient,
  update: { matrimonialDetails?: NonNullable<Me['matrimonialDetails']>; images?: string[]; user?: Me['user'] },
): boolean {
  return updateCachedMe(queryClient, (me) => {
    const details = update.matrimonialDetails ?? me.matrimonialDetails;
    if (update.images && !details) return me;
    return {
      ...me,
      user: update.user ?? me.user,
      matrimonialDetails: details && update.images ? { ...details, images: update.images } : details,
    };
  });
}

export function useUpdateMatrimonialDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatrimonialDetails,
    onSuccess: ({ matrimonialDetails, user }) => {
      updateCachedMatrimonialDetails(queryClient, { matrimonialDetails, user });
      void queryClient.invalidateQueries({ queryKey: matrimonialKeys.all });
    },
  });
}
