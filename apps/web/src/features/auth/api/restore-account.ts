import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';

/** POST /account/restore: calls off a deletion during its grace period and logs in. */
export function restoreAccount(body: ApiRequest<'POST /account/restore'>['body']) {
  return callApi('POST /account/restore', { body });
}

export function useRestoreAccount() {
  return useMutation({ mutationFn: restoreAccount });
}
