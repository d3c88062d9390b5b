import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiRequest, type ApiResponse } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/**
 * The marriage profile of a family member whose profile I manage (`X-Acting-For`), as their form edits it: no photos
 * (those stay with the owner).
 */
export function useManagedDetails(ownerId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: matrimonialKeys.managedDetails(ownerId),
    enabled,
    queryFn: ({ signal }) => callApi('GET /user/matrimonial-details', { signal, actingFor: ownerId }),
  });
}

/**
 * Saves it for the owner. The answer goes into the managed profile's cache only: never into my own account's
 * (GET /user/me), which it is not.
 */
export function useSaveManagedDetails(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiRequest<'PUT /user/matrimonial-details'>['body']) =>
      callApi('PUT /user/matrimonial-details', { body, actingFor: ownerId }),
    // The answer is what the read gives (the owner's account is never in it).
    onSuccess: ({ matrimonialDetails, isMatrimonialProfile }) => {
      queryClient.setQueryData<ApiResponse<'GET /user/matrimonial-details'>>(matrimonialKeys.managedDetails(ownerId), {
        matrimonialDetails,
        isMatrimonialProfile,
      });
    },
  });
}
