import type { RequestOtpBody } from '@samaj/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a signup code to WhatsApp; returns the secret that ties the next steps to this code. */
export function requestOtp(body: RequestOtpBody): Promise<string> {
  return api.post<string>('/auth/request-otp', body);
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
