import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { phoneNumberInput } from '@samaj/shared/auth';

export const INDIA_PREFIX = '+91';

/**
 * The number as the API expects it. Members type their 10-digit mobile after a fixed +91; a number typed
 * with its own "+" country code is sent as written.
 */
export function toE164(input: string): string {
  const trimmed = input.trim();
  if (trimmed.startsWith('+')) return `+${trimmed.replace(/\D/g, '')}`;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  return `${INDIA_PREFIX}${digits}`;
}

export { formatPhone } from '@/lib/phone';

const indianMobile = /^\+91[6-9]\d{9}$/;

/** The shared phone rule plus the shape of an Indian mobile when no other country code is typed. */
export const mobileNumberField = phoneNumberInput.refine(
  (value) => value.startsWith('+') || indianMobile.test(toE164(value)),
  { error: () => i18n._(msg`Enter your 10-digit mobile number`) },
);
