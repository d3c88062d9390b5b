import { genders } from '@samaj/shared/auth';
import { personalDetailsBody, type PersonalDetails } from '@samaj/shared/profile';
import { dateOfBirthInput, fullNameInput } from '@samaj/shared/users';
import { z } from 'zod';

/** The shared PUT /user/personal-details contract, with plain wording for fields left empty. */
export const personalDetailsFormSchema = personalDetailsBody.extend({
  fullName: z.string().trim().min(1, 'Full name is required').pipe(fullNameInput),
  dateOfBirth: z.string().min(1, 'Choose your day, month and year of birth').pipe(dateOfBirthInput),
  gender: z.enum(genders, { message: 'Please choose one' }),
});

export type PersonalDetailsFormInput = z.input<typeof personalDetailsFormSchema>;
export type PersonalDetailsFormOutput = z.output<typeof personalDetailsFormSchema>;

/** Every field a server error may name, nested ones included. */
export const PERSONAL_DETAILS_FIELDS = [
  'fullName',
  'email',
  'gender',
  'dateOfBirth',
  'languages',
  'bioData',
  'isPhoneNumberPublic',
  'currentLocation',
  'currentLocation.state',
  'currentLocation.city',
  'currentLocation.locality',
] as const;

export function personalDetailsFormValues(details: PersonalDetails): PersonalDetailsFormInput {
  return {
    fullName: details.fullName ?? '',
    email: details.email ?? '',
    // Left empty until chosen; the resolver then asks for it.
    gender: details.gender ?? (undefined as unknown as PersonalDetailsFormInput['gender']),
    dateOfBirth: details.dateOfBirth ?? '',
    languages: [...details.languages],
    bioData: details.bioData ?? '',
    isPhoneNumberPublic: details.isPhoneNumberPublic,
    currentLocation: {
      state: details.currentLocation?.state ?? '',
      city: details.currentLocation?.city ?? '',
      locality: details.currentLocation?.locality ?? null,
    },
  };
}
