import { z } from 'zod';
import { authUser } from '../auth.ts';
import { defineContracts } from '../contract.ts';
import { uuidParam } from '../envelope.ts';
import { matrimonialDetails, matrimonialDetailsBody } from '../matrimonial.ts';
import {
  communityDetails,
  communityDetailsBody,
  helpKeywords,
  personalDetails,
  personalDetailsBody,
  publicProfile,
  userSearchQuery,
  userSearchResult,
  usersCount,
} from '../profile.ts';
import { onboardBody, userPreferences, userPreferencesBody } from '../users.ts';

/** GET /user/me: the member's account and every section of their profile (no marriage profile yet: null). */
export const me = z.object({
  user: authUser,
  personalDetails,
  communityDetails,
  matrimonialDetails: matrimonialDetails.nullable(),
  /** The terms the member agreed to at signup, and when; null for accounts made before consent was recorded. */
  consent: z.object({ termsVersion: z.string(), acceptedAt: z.string() }).nullable(),
  preferences: userPreferences,
});
export type Me = z.infer<typeof me>;

/**
 * GET /user/matrimonial-details: the marriage profile alone, as the form edits it. A family co-manager reads the
 * owner's with `X-Acting-For` (its `images` are then empty: photos stay with the owner, who alone adds them).
 */
export const matrimonialDetailsRead = z.object({
  matrimonialDetails: matrimonialDetails.nullable(),
  /** Complete (found in matches and search); the same as `user.isMatrimonialProfile` of GET /user/me. */
  isMatrimonialProfile: z.boolean(),
});
export type MatrimonialDetailsRead = z.infer<typeof matrimonialDetailsRead>;

/**
 * PUT /user/matrimonial-details: the profile saved, whether it is complete, and the member's account (its
 * `isMatrimonialProfile` may have changed). A family co-manager is given what their GET gives, never the owner's account.
 */
export const matrimonialDetailsSaved = z.object({
  matrimonialDetails,
  isMatrimonialProfile: z.boolean(),
  /** The owner's account: left out when a family co-manager saved it. */
  user: authUser.optional(),
});
export type MatrimonialDetailsSaved = z.infer<typeof matrimonialDetailsSaved>;

/** /user: the member's own account and profile, other members' profiles, member search and counts. */
export const usersContracts = defineContracts(
  { tag: 'users', auth: true },
  {
    onboard: {
      method: 'PUT',
      path: '/user/onboard',
      summary: 'Complete onboarding',
      body: onboardBody,
      response: z.object({ user: authUser }),
    },
    me: { method: 'GET', path: '/user/me', summary: 'My account and profile', response: me },
    preferences: {
      method: 'PUT',
      path: '/user/preferences',
      summary:
        'My settings, at least one: language (en | hi: messages and notifications), showOnline ("Show when I\'m online"; off, I appear offline and see no one online)',
      body: userPreferencesBody,
      response: userPreferences,
    },
    personalDetails: {
      method: 'PUT',
      path: '/user/personal-details',
      summary: 'Replace my personal details',
      body: personalDetailsBody,
      response: z.object({ personalDetails }),
    },
    communityDetails: {
      method: 'PUT',
      path: '/user/community-details',
      summary: 'Replace my community details',
      body: communityDetailsBody,
      response: z.object({ communityDetails }),
    },
    profileImage: {
      method: 'PUT',
      path: '/user/profile-image',
      summary: 'Upload my profile photo (multipart field "image": JPEG, PNG or WebP); returns its path',
      form: true,
      response: z.string(),
    },
    readMatrimonialDetails: {
      method: 'GET',
      path: '/user/matrimonial-details',
      summary:
        "My marriage profile; a family co-manager reads the owner's with X-Acting-For (no photos), to edit it",
      response: matrimonialDetailsRead,
    },
    matrimonialDetails: {
      method: 'PUT',
      path: '/user/matrimonial-details',
      summary: 'Replace my marriage profile; isMatrimonialProfile becomes true once the required fields are there',
      body: matrimonialDetailsBody,
      response: matrimonialDetailsSaved,
    },
    matrimonialImages: {
      method: 'PUT',
      path: '/user/matrimonial-images',
      summary:
        'Set my marriage photos (multipart: files "matrimonialImages", optional field "images" = JSON list of photos to keep); at most 6',
      form: true,
      response: z.array(z.string()),
    },
    profile: {
      method: 'GET',
      path: '/user/profile/:id',
      summary: "A member's public profile",
      params: z.object({ id: uuidParam }),
      response: publicProfile,
    },
    search: {
      method: 'GET',
      path: '/user/filter',
      summary: 'Find members by name (parts and near misspellings, best first)',
      query: userSearchQuery,
      response: userSearchResult,
    },
    usersCount: {
      method: 'GET',
      path: '/user/users-count',
      summary: 'How many members, helpers and seekers',
      response: usersCount,
    },
    helpKeywords: { method: 'GET', path: '/user/filters', summary: 'My help keywords', response: helpKeywords },
  },
);
