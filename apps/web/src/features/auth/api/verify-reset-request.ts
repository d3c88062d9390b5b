import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';

export function verifyResetRequest(body: ApiRequest<'POST /auth/verify-reset-request'>['body']) {
  return callApi('POST /auth/verify-reset-request', { body });
}

export function useVerifyResetRequest() {
  return useMutation({ mutationFn: verifyResetRequest });
}
