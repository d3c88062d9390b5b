import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProfileCompletionField } from '@samaj/shared/profile';

export type ProfileSection = 'personalDetails' | 'communityDetails';

/**
 * The checklist's wording and the profile section of each field PROFILE_COMPLETION_FIELDS names. Kept here rather
 * than imported: that list's module also carries the reference lists, which must stay out of the home page's code.
 * `satisfies` keeps the two in step (a new field fails the type check until it is added here).
 */
export const COMPLETION_ITEMS = {
  image: { label: msg`Add a profile photo`, section: 'personalDetails' },
  fullName: { label: msg`Add your full name`, section: 'personalDetails' },
  dateOfBirth: { label: msg`Add your date of birth`, section: 'personalDetails' },
  gender: { label: msg`Choose your gender`, section: 'personalDetails' },
  currentLocation: { label: msg`Add where you live`, section: 'personalDetails' },
  bioData: { label: msg`Write a few lines about you`, section: 'personalDetails' },
  languages: { label: msg`Add the languages you speak`, section: 'personalDetails' },
  educationDegree: { label: msg`Add your education`, section: 'communityDetails' },
  profession: { label: msg`Add your profession`, section: 'communityDetails' },
  currentJobRole: { label: msg`Add your current job role`, section: 'communityDetails' },
  skills: { label: msg`Add your skills`, section: 'communityDetails' },
  canHelpOut: { label: msg`Say how you can help`, section: 'communityDetails' },
  canSeekHelp: { label: msg`Say what help you need`, section: 'communityDetails' },
  industries: { label: msg`Add the industries you work in`, section: 'communityDetails' },
} as const satisfies Record<ProfileCompletionField, { label: MessageDescriptor; section: ProfileSection }>;
