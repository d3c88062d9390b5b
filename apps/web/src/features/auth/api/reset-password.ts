import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';

export function resetPassword(body: ApiRequest<'POST /auth/reset-password'>['body']) {
  return callApi('POST /auth/reset-password', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
