import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** POST /matrimonial/interests/send. */
export function sendInterest(body: ApiRequest<'POST /matrimonial/interests/send'>['body']) {
  return callApi('POST /matrimonial/interests/send', { body });
}

export function useSendInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { reachesOut: true },
    mutationFn: sendInterest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.all }),
  });
}
