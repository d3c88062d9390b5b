import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /auth/logout-all: ends every session of the member, this one included. */
export function logoutAll(): Promise<null> {
  return api.post<null>('/auth/logout-all');
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}
