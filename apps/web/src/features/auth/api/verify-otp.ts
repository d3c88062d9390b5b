import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';

export function verifyOtp(body: ApiRequest<'POST /auth/verify-otp'>['body']) {
  return callApi('POST /auth/verify-otp', { body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
