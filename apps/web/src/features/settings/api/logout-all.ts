import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /auth/logout-all: ends every session of the member, this one included. */
export function logoutAll() {
  return callApi('POST /auth/logout-all');
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}
