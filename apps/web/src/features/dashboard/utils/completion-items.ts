import type { ProfileCompletionField } from '@samaj/shared/profile';

export type ProfileSection = 'personalDetails' | 'communityDetails';

/**
 * The checklist's wording and the profile section of each field PROFILE_COMPLETION_FIELDS names. Kept here rather
 * than imported: that list's module also carries the reference lists, which must stay out of the home page's code.
 * `satisfies` keeps the two in step (a new field fails the type check until it is added here).
 */
export const COMPLETION_ITEMS = {
  image: { label: 'Add a profile photo', section: 'personalDetails' },
  fullName: { label: 'Add your full name', section: 'personalDetails' },
  dateOfBirth: { label: 'Add your date of birth', section: 'personalDetails' },
  gender: { label: 'Choose your gender', section: 'personalDetails' },
  currentLocation: { label: 'Add where you live', section: 'personalDetails' },
  bioData: { label: 'Write a few lines about you', section: 'personalDetails' },
  languages: { label: 'Add the languages you speak', section: 'personalDetails' },
  educationDegree: { label: 'Add your education', section: 'communityDetails' },
  profession: { label: 'Add your profession', section: 'communityDetails' },
  currentJobRole: { label: 'Add your current job role', section: 'communityDetails' },
  skills: { label: 'Add your skills', section: 'communityDetails' },
  canHelpOut: { label: 'Say how you can help', section: 'communityDetails' },
  canSeekHelp: { label: 'Say what help you need', section: 'communityDetails' },
  industries: { label: 'Add the industries you work in', section: 'communityDetails' },
} as const satisfies Record<ProfileCompletionField, { label: string; section: ProfileSection }>;
