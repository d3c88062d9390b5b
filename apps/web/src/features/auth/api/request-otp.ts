import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';

/** Sends a signup code to WhatsApp; returns the secret that ties the next steps to this code. */
export function requestOtp(body: ApiRequest<'POST /auth/request-otp'>['body']) {
  return callApi('POST /auth/request-otp', { body });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
