import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { languageInput } from './i18n/language.ts';
import { passwordText } from './text.ts';

/** Digits with the usual separators, at least 7: the light check of a typed phone number. */
export const PHONE_NUMBER_PATTERN = /^\+?[\d\s().-]{7,}$/;

/**
 * A phone number as a member types it. The API normalises it to E.164 (India by default);
 * this light check keeps libphonenumber's metadata out of the web bundle.
 */
export const phoneNumberInput = z
  .string({ message: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(24, 'Phone number is too long')
  .regex(PHONE_NUMBER_PATTERN, 'Enter a valid phone number');

export const passwordInput = passwordText()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const otpInput = z
  .string({ message: 'OTP is required' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`);

export const secretInput = z
  .string({ message: 'secret is required' })
  .min(16, 'Invalid secret')
  .max(200, 'Invalid secret');

export const requestOtpBody = z.object({ phoneNumber: phoneNumberInput });
export const verifyOtpBody = z.object({ phoneNumber: phoneNumberInput, otp: otpInput, secret: secretInput });
/** The version (date) of the Terms and Privacy Policy the member ticked "I agree" to; optional for old clients. */
export const acceptedTermsVersion = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'acceptedTermsVersion must be a terms version such as 2026-11-26');
export const signupBody = z.object({
  phoneNumber: phoneNumberInput,
  password: passwordInput,
  secret: secretInput,
  acceptedTermsVersion: acceptedTermsVersion.optional(),
});
export const loginBody = z.object({
  phoneNumber: phoneNumberInput,
  password: passwordText().min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export const refreshTokenBody = z.object({
  token: z.string({ message: 'token is required' }).min(1, 'token is required').max(200),
});
export const logoutBody = refreshTokenBody;
export const requestResetBody = requestOtpBody;
export const verifyResetBody = verifyOtpBody;
export const resetPasswordBody = z.object({
  phoneNumber: phoneNumberInput,
  password: passwordInput,
  otp: otpInput,
  secret: secretInput.optional(),
});
export const changePasswordBody = z.object({
  currentPassword: passwordText('Current password is required')
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX),
  newPassword: passwordInput,
});

export const genders = ['MALE', 'FEMALE', 'OTHER'] as const;
export const gender = z.enum(genders, { message: 'Gender must be MALE, FEMALE or OTHER' });

/** A member's role: moderators and admins use the console; admins also name moderators and admins. */
export const ROLES = ['MEMBER', 'MODERATOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The user object of the auth state. */
export const authUser = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  fullName: z.string().nullable(),
  image: z.string().nullable(),
  onBoardingCompleted: z.boolean(),
  isMatrimonialProfile: z.boolean(),
  profile: z.object({ onboardingCompleted: z.boolean() }),
  /** The web shows the moderation console to moderators and admins. */
  role: z.enum(ROLES),
  /** 'en' | 'hi': set by `PUT /user/preferences`, at signup taken from Accept-Language; the web follows it. */
  language: languageInput,
});
export type AuthUser = z.infer<typeof authUser>;

export const authTokens = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type AuthTokens = z.infer<typeof authTokens>;
export const authResult = authTokens.extend({ user: authUser });
export type AuthResult = z.infer<typeof authResult>;

export type RequestOtpBody = z.infer<typeof requestOtpBody>;
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;
export type SignupBody = z.infer<typeof signupBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
