import type { Interest, SendInterestBody } from '@samaj/shared/matrimonial';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** POST /matrimonial/interests/send. */
export function sendInterest(body: SendInterestBody): Promise<Interest> {
  return api.post<Interest>('/matrimonial/interests/send', body);
}

export function useSendInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInterest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.all }),
  });
}
