import type { VerifyOtpBody } from '@samaj/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function verifyResetRequest(body: VerifyOtpBody): Promise<{ verified: true }> {
  return api.post<{ verified: true }>('/auth/verify-reset-request', body);
}

export function useVerifyResetRequest() {
  return useMutation({ mutationFn: verifyResetRequest });
}
