import { changePasswordBody } from '@samaj/shared/auth';
import { z } from 'zod';

export const changePasswordFormSchema = changePasswordBody
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });

export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
