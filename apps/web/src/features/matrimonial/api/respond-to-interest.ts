import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** PUT /matrimonial/interests/{id}/respond: the receiver accepts or declines. */
export function respondToInterest({
  id,
  status,
}: { id: string } & ApiRequest<'PUT /matrimonial/interests/:interestId/respond'>['body']) {
  return callApi('PUT /matrimonial/interests/:interestId/respond', { params: { interestId: id }, body: { status } });
}

export function useRespondToInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToInterest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.all }),
  });
}
