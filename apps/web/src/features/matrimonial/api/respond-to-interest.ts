import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** PUT /matrimonial/interests/{id}/respond: the receiver (or their family co-manager, `actingFor`) accepts or declines. */
export function respondToInterest({
  id,
  status,
  actingFor,
}: {
  id: string;
  actingFor?: string | undefined;
} & ApiRequest<'PUT /matrimonial/interests/:interestId/respond'>['body']) {
  return callApi('PUT /matrimonial/interests/:interestId/respond', {
    params: { interestId: id },
    body: { status },
    actingFor,
  });
}

export function useRespondToInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToInterest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.all }),
  });
}
