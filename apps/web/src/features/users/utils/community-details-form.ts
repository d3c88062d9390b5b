import { zodResolver } from '@hookform/resolvers/zod';
import { communityDetailsBody, type CommunityDetails } from '@samaj/shared/profile';
import { subIndustriesOf } from '@samaj/shared/reference/industries';
import type { z } from 'zod';
import type { DetailsSection } from './use-details-form';

/** The shared PUT /user/community-details contract as it is (empty text becomes null there). */
export const communityDetailsFormSchema = communityDetailsBody;

export type CommunityDetailsFormInput = z.input<typeof communityDetailsFormSchema>;
export type CommunityDetailsFormOutput = z.output<typeof communityDetailsFormSchema>;

export const COMMUNITY_DETAILS_FIELDS = [
  'educationDegree',
  'specializedDegree',
  'university',
  'passingYear',
  'profession',
  'currentJobRole',
  'industries',
  'subIndustries',
  'skills',
  'canHelpOut',
  'canSeekHelp',
  'achievements',
  'hobbies',
] as const;

export function communityDetailsFormValues(details: CommunityDetails): CommunityDetailsFormInput {
  return {
    educationDegree: details.educationDegree ?? '',
    specializedDegree: details.specializedDegree ?? '',
    university: details.university ?? '',
    passingYear: details.passingYear,
    profession: details.profession ?? '',
    currentJobRole: details.currentJobRole ?? '',
    industries: [...details.industries],
    subIndustries: [...details.subIndustries],
    skills: [...details.skills],
    canHelpOut: [...details.canHelpOut],
    canSeekHelp: [...details.canSeekHelp],
    achievements: [...details.achievements],
    hobbies: [...details.hobbies],
  };
}

/** The Community details tab's form (`useDetailsForm`). */
export const communityDetailsSection: DetailsSection<
  CommunityDetailsFormInput,
  CommunityDetailsFormOutput,
  CommunityDetails,
  { communityDetails: CommunityDetails }
> = {
  resolver: zodResolver(communityDetailsFormSchema),
  valuesOf: communityDetailsFormValues,
  savedDetails: (saved) => saved.communityDetails,
  fields: COMMUNITY_DETAILS_FIELDS,
};

/** The sub-industries still allowed once the industries changed: removing an industry removes its sub-industries. */
export function keepSubIndustriesOf(industries: readonly string[], subIndustries: readonly string[]): string[] {
  const allowed = new Set(subIndustriesOf(industries));
  return subIndustries.filter((subIndustry) => allowed.has(subIndustry));
}
