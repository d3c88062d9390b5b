import { msg } from '@lingui/core/macro';
import { changePasswordBody } from '@samaj/shared/auth';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';

export const changePasswordFormSchema = changePasswordBody
  .extend({ confirmPassword: z.string().min(1, { error: () => i18n._(msg`Please confirm your new password`) }) })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: () => i18n._(msg`Passwords do not match`),
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    error: () => i18n._(msg`Choose a password different from the current one`),
  });

export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
