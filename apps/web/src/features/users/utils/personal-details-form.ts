import { zodResolver } from '@hookform/resolvers/zod';
import { personalDetailsBody, type PersonalDetails } from '@samaj/shared/profile';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { basicDetailsRules } from '@/components/basic-details-rules';
import type { DetailsSection } from './use-details-form';

/** The shared PUT /user/personal-details contract, with plain wording for fields left empty. */
export const personalDetailsFormSchema = personalDetailsBody.extend(basicDetailsRules);

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

export function personalDetailsFormValues(details: PersonalDetails): DefaultValues<PersonalDetailsFormInput> {
  return {
    fullName: details.fullName ?? '',
    email: details.email ?? '',
    // Left empty until chosen; the resolver then asks for it.
    gender: details.gender ?? undefined,
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

/** The Personal details tab's form (`useDetailsForm`). */
export const personalDetailsSection: DetailsSection<
  PersonalDetailsFormInput,
  PersonalDetailsFormOutput,
  PersonalDetails,
  { personalDetails: PersonalDetails }
> = {
  resolver: zodResolver(personalDetailsFormSchema),
  valuesOf: personalDetailsFormValues,
  savedDetails: (saved) => saved.personalDetails,
  fields: PERSONAL_DETAILS_FIELDS,
};
