import { z } from 'zod';

/** Every success response: `{ success: true, message, data }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Details some codes carry, e.g. ACCOUNT_SUSPENDED's `{ until }`. */
  data: z.record(z.string(), z.unknown()).optional(),
});

export type ApiSuccess<T> = { success: true; message: string; data: T };
export type ApiErrorBody = z.infer<typeof errorEnvelope>;

export const errorCodes = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'MATRIMONIAL_PROFILE_REQUIRED',
  'ONBOARDING_REQUIRED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_BANNED',
  'HELD_FOR_REVIEW',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const uuidParam = z.uuid({ message: 'Must be a valid id' });
