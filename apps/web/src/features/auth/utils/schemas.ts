import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { loginBody, otpInput, passwordInput, requestOtpBody } from '@samaj/shared/auth';
import { z } from 'zod';
import { mobileNumberField } from './phone';

export const loginFormSchema = loginBody.extend({ phoneNumber: mobileNumberField });
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const phoneFormSchema = requestOtpBody.extend({ phoneNumber: mobileNumberField });
export type PhoneFormValues = z.infer<typeof phoneFormSchema>;

export const otpFormSchema = z.object({
  otp: z
    .string()
    .min(1, { error: () => i18n._(msg`OTP is required`) })
    .pipe(otpInput),
});
export type OtpFormValues = z.infer<typeof otpFormSchema>;

const passwordsMatch = {
  check: (values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword,
  params: { path: ['confirmPassword'], error: () => i18n._(msg`Passwords do not match`) },
};
const newPasswordFields = z.object({
  password: passwordInput,
  confirmPassword: z.string().min(1, { error: () => i18n._(msg`Please confirm your password`) }),
  /** Signup's "I agree to the Terms of Use and the Privacy Policy"; not asked on a password reset. */
  acceptTerms: z.boolean(),
});

export const newPasswordFormSchema = newPasswordFields.refine(passwordsMatch.check, passwordsMatch.params);
/** Signup's password step: the same, and the terms must be ticked. */
export const signupPasswordFormSchema = newPasswordFields
  .extend({
    acceptTerms: z.literal(true, {
      error: () => i18n._(msg`Tick the box to agree to the Terms of Use and the Privacy Policy`),
    }),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;
