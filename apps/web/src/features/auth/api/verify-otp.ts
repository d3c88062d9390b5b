import type { VerifyOtpBody } from '@samaj/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function verifyOtp(body: VerifyOtpBody): Promise<{ verified: true }> {
  return api.post<{ verified: true }>('/auth/verify-otp', body);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
