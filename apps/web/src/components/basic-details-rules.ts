import { genders } from '@samaj/shared/auth';
import { dateOfBirthInput, fullNameInput } from '@samaj/shared/users';
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

/**
 * The contract's rules for the fields of BasicDetailsFields, with plain wording for fields left empty: onboarding and
 * the profile extend their contracts with them.
 */
export const basicDetailsRules = {
  fullName: z
    .string()
    .trim()
    .min(1, { error: () => i18n._(msg`Full name is required`) })
    .pipe(fullNameInput),
  dateOfBirth: z
    .string()
    .min(1, { error: () => i18n._(msg`Choose your day, month and year of birth`) })
    .pipe(dateOfBirthInput),
  gender: z.enum(genders, { error: () => i18n._(msg`Please choose one`) }),
};
