import type { AuthUser } from '@samaj/shared/auth';
import type { MatrimonialDetails, MatrimonialDetailsBody } from '@samaj/shared/matrimonial';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateCachedMatrimonialDetails } from './get-my-matrimonial-details';
import { matrimonialKeys } from './keys';

export interface MatrimonialDetailsResult {
  matrimonialDetails: MatrimonialDetails;
  user: AuthUser;
}

/** PUT /user/matrimonial-details: the whole section; `user.isMatrimonialProfile` says whether it is complete. */
export function updateMatrimonialDetails(body: MatrimonialDetailsBody): Promise<MatrimonialDetailsResult> {
  return api.put<MatrimonialDetailsResult>('/user/matrimonial-details', body);
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
