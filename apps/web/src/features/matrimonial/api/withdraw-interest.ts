import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** DELETE /matrimonial/interests/{id}: the sender withdraws it. */
export function withdrawInterest(id: string) {
  return callApi('DELETE /matrimonial/interests/:id', { params: { id } });
}

export function useWithdrawInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInterest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.all }),
  });
}
