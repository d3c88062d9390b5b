import type { AuthResult, SignupBody } from '@samaj/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function signup(body: SignupBody): Promise<AuthResult> {
  return api.post<AuthResult>('/auth/signup', body);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
