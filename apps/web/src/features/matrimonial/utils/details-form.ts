import {
  matrimonialDetailsBody,
  type MatrimonialDetails,
  type MatrimonialDetailsBody,
} from '@samaj/shared/matrimonial';
import { z } from 'zod';

/** The form's values: what the API takes, with '' for empty text so inputs stay controlled. */
export interface DetailsFormValues {
  height: number | null;
  weight: number | null;
  maritalStatus: MatrimonialDetails['maritalStatus'];
  motherTongue: string | null;
  religion: string | null;
  caste: string;
  subCaste: string;
  gotra: string;
  motherGotra: string;
  excludeSameGotra: boolean;
  excludeMotherGotra: boolean;
  manglik: MatrimonialDetails['manglik'];
  /** `HH:MM` or ''. */
  birthTime: string;
  /** '' for a level not chosen. */
  birthPlace: { state: string; city: string };
  rashi: MatrimonialDetails['rashi'];
  nakshatra: MatrimonialDetails['nakshatra'];
  diet: MatrimonialDetails['diet'];
  smokingHabits: MatrimonialDetails['smokingHabits'];
  drinkingHabits: MatrimonialDetails['drinkingHabits'];
  bodyType: MatrimonialDetails['bodyType'];
  familyType: MatrimonialDetails['familyType'];
  fatherOccupation: string | null;
  motherOccupation: string | null;
  siblings: {
    relation: MatrimonialDetails['siblings'][number]['relation'];
    name: string;
    maritalStatus: MatrimonialDetails['siblings'][number]['maritalStatus'];
    occupation: string;
  }[];
  familyIncome: string | null;
  familyBasedOut: string;
  familyContactName: string;
  familyContactPhone: string;
  aboutFamily: string;
  expectations: string;
  profileCreatedBy: MatrimonialDetails['profileCreatedBy'];
  photoVisibility: MatrimonialDetails['photoVisibility'];
  isHidden: boolean;
  browsePrivately: boolean;
}

/** Every field the server may name in `errors[]`, so its messages land under the right control. */
export const DETAILS_FIELDS = [
  'height',
  'weight',
  'maritalStatus',
  'motherTongue',
  'religion',
  'caste',
  'subCaste',
  'gotra',
  'motherGotra',
  'excludeSameGotra',
  'excludeMotherGotra',
  'manglik',
  'birthTime',
  'birthPlace.state',
  'birthPlace.city',
  'birthPlace',
  'rashi',
  'nakshatra',
  'diet',
  'smokingHabits',
  'drinkingHabits',
  'bodyType',
  'familyType',
  'fatherOccupation',
  'motherOccupation',
  'siblings',
  'familyIncome',
  'familyBasedOut',
  'familyContactName',
  'familyContactPhone',
  'aboutFamily',
  'expectations',
  'profileCreatedBy',
  'photoVisibility',
  'isHidden',
  'browsePrivately',
] as const;

export function detailsFormValues(details: MatrimonialDetails | null): DetailsFormValues {
  return {
    height: details?.height ?? null,
    weight: details?.weight ?? null,
    maritalStatus: details?.maritalStatus ?? null,
    motherTongue: details?.motherTongue ?? null,
    religion: details?.religion ?? null,
    caste: details?.caste ?? '',
    subCaste: details?.subCaste ?? '',
    gotra: details?.gotra ?? '',
    motherGotra: details?.motherGotra ?? '',
    excludeSameGotra: details?.excludeSameGotra ?? true,
    excludeMotherGotra: details?.excludeMotherGotra ?? false,
    manglik: details?.manglik ?? null,
    birthTime: details?.birthTime ?? '',
    birthPlace: details?.birthPlace ?? { state: '', city: '' },
    rashi: details?.rashi ?? null,
    nakshatra: details?.nakshatra ?? null,
    diet: details?.diet ?? null,
    smokingHabits: details?.smokingHabits ?? null,
    drinkingHabits: details?.drinkingHabits ?? null,
    bodyType: details?.bodyType ?? null,
    familyType: details?.familyType ?? null,
    fatherOccupation: details?.fatherOccupation ?? null,
    motherOccupation: details?.motherOccupation ?? null,
    siblings: (details?.siblings ?? []).map((sibling) => ({
      relation: sibling.relation,
      name: sibling.name ?? '',
      maritalStatus: sibling.maritalStatus,
      occupation: sibling.occupation ?? '',
    })),
    familyIncome: details?.familyIncome ?? null,
    familyBasedOut: details?.familyBasedOut ?? '',
    familyContactName: details?.familyContactName ?? '',
    familyContactPhone: details?.familyContactPhone ?? '',
    aboutFamily: details?.aboutFamily ?? '',
    expectations: details?.expectations ?? '',
    profileCreatedBy: details?.profileCreatedBy ?? null,
    // A new profile starts private to connections: families choose to show photos to everyone.
    photoVisibility: details?.photoVisibility ?? 'ACCEPTED_INTERESTS',
    isHidden: details?.isHidden ?? false,
    browsePrivately: details?.browsePrivately ?? false,
  };
}

/** The body of PUT /user/matrimonial-details (blank text is sent as null; the server trims). */
export function detailsBodyOf({ birthPlace, ...values }: DetailsFormValues): MatrimonialDetailsBody {
  const text = (value: string) => value.trim() || null;
  return {
    ...values,
    caste: text(values.caste),
    subCaste: text(values.subCaste),
    gotra: text(values.gotra),
    motherGotra: text(values.motherGotra),
    birthTime: text(values.birthTime),
    // Half a place is sent as it is, so that the contract says which half is missing.
    birthPlace: birthPlace.state || birthPlace.city ? birthPlace : null,
    familyBasedOut: text(values.familyBasedOut),
    familyContactName: text(values.familyContactName),
    familyContactPhone: text(values.familyContactPhone),
    aboutFamily: text(values.aboutFamily),
    expectations: text(values.expectations),
    siblings: values.siblings.map((sibling) => ({
      relation: sibling.relation,
      name: text(sibling.name),
      maritalStatus: sibling.maritalStatus,
      occupation: text(sibling.occupation),
    })),
  };
}

/**
 * The form's check: its values as the body they become, against the shared contract (the server has the last word).
 * The messages land under the form's fields, as the body names its fields as the form does.
 */
export const detailsFormSchema = z.custom<DetailsFormValues>().transform(detailsBodyOf).pipe(matrimonialDetailsBody);
