import type { AuthUser } from '@samaj/shared/auth';
import type { OnboardInput } from '@samaj/shared/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function onboard(body: OnboardInput): Promise<{ user: AuthUser }> {
  return api.put<{ user: AuthUser }>('/user/onboard', body);
}

export function useOnboard() {
  return useMutation({ mutationFn: onboard });
}
