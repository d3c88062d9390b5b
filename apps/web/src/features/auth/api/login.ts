import type { AuthResult, LoginBody } from '@samaj/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function login(body: LoginBody): Promise<AuthResult> {
  return api.post<AuthResult>('/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
