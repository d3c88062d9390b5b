import type { RequestOtpBody } from '@samaj/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a reset code to WhatsApp; returns the reset secret. */
export function requestResetPassword(body: RequestOtpBody): Promise<string> {
  return api.post<string>('/auth/request-reset-password', body);
}

export function useRequestResetPassword() {
  return useMutation({ mutationFn: requestResetPassword });
}
