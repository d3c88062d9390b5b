import type { Interest, RespondInterestBody } from '@samaj/shared/matrimonial';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** PUT /matrimonial/interests/{id}/respond: the receiver accepts or declines. */
export function respondToInterest({ id, status }: { id: string } & RespondInterestBody): Promise<Interest> {
  return api.put<Interest>(`/matrimonial/interests/${encodeURIComponent(id)}/respond`, { status });
}

export function useRespondToInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToInterest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.all }),
  });
}
