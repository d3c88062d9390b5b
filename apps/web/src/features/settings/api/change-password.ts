import type { z } from 'zod';
import type { changePasswordBody } from '@samaj/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** POST /auth/change-password: this session stays; every other session of the member ends. */
export function changePassword(body: ChangePasswordBody): Promise<null> {
  return api.post<null>('/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
