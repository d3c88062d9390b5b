import { genders } from '@samaj/shared/auth';
import { dateOfBirthInput, fullNameInput } from '@samaj/shared/users';
import { z } from 'zod';

/**
 * The contract's rules for the fields of BasicDetailsFields, with plain wording for fields left empty: onboarding and
 * the profile extend their contracts with them.
 */
export const basicDetailsRules = {
  fullName: z.string().trim().min(1, 'Full name is required').pipe(fullNameInput),
  dateOfBirth: z.string().min(1, 'Choose your day, month and year of birth').pipe(dateOfBirthInput),
  gender: z.enum(genders, { message: 'Please choose one' }),
};
