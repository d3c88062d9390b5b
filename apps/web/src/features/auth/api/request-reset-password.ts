import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';

/** Sends a reset code to WhatsApp; returns the reset secret. */
export function requestResetPassword(body: ApiRequest<'POST /auth/request-reset-password'>['body']) {
  return callApi('POST /auth/request-reset-password', { body });
}

export function useRequestResetPassword() {
  return useMutation({ mutationFn: requestResetPassword });
}
