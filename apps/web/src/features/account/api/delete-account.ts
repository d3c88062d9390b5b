import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** DELETE /account: deactivates the account at once; it is erased after the grace period. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (password: string) => callApi('DELETE /account', { body: { password } }) });
}
