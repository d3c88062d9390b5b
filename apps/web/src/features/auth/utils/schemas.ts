import { loginBody, otpInput, passwordInput, requestOtpBody } from '@samaj/shared/auth';
import { z } from 'zod';
import { mobileNumberField } from './phone';

export const loginFormSchema = loginBody.extend({ phoneNumber: mobileNumberField });
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const phoneFormSchema = requestOtpBody.extend({ phoneNumber: mobileNumberField });
export type PhoneFormValues = z.infer<typeof phoneFormSchema>;

export const otpFormSchema = z.object({ otp: z.string().min(1, 'OTP is required').pipe(otpInput) });
export type OtpFormValues = z.infer<typeof otpFormSchema>;

export const newPasswordFormSchema = z
  .object({
    password: passwordInput,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;
