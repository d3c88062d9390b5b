import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';

export type ChangePasswordBody = ApiRequest<'POST /auth/change-password'>['body'];

/** POST /auth/change-password: this session stays; every other session of the member ends. */
export function changePassword(body: ChangePasswordBody) {
  return callApi('POST /auth/change-password', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
