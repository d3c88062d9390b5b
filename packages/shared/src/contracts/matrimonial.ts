import { z } from 'zod';
import { defineContracts } from '../contract.ts';
import { uuidParam } from '../envelope.ts';
import {
  interest,
  interestsList,
  interestsQuery,
  matrimonialProfile,
  matrimonialSearchQuery,
  matrimonialSearchResult,
  partnerPreferences,
  partnerPreferencesBody,
  profileViews,
  profileViewsQuery,
  shortlist,
  shortlistBody,
  shortlistItem,
  shortlistQuery,
  recommendedQuery,
  recommendedResult,
  respondInterestBody,
  sendInterestBody,
} from '../matrimonial.ts';

const interestsOf = (direction: 'received' | 'sent') =>
  ({
    method: 'GET',
    path: `/matrimonial/interests/${direction}`,
    summary: `Interests I ${direction}, newest first`,
    query: interestsQuery,
    response: interestsList,
  }) as const;

/**
 * /matrimonial: the calls that need a marriage profile (403 MATRIMONIAL_PROFILE_REQUIRED otherwise). The marriage
 * profile itself and its photos are written through /user (contracts/users.ts); blocks and reports, open to every
 * member, are in contracts/safety.ts.
 */
export const matrimonialContracts = defineContracts(
  { tag: 'matrimonial', auth: true },
  {
    recommended: {
      method: 'GET',
      path: '/matrimonial/profiles/recommended',
      summary: 'Profiles recommended for me: how well they meet my preferences and I meet theirs, best first',
      query: recommendedQuery,
      response: recommendedResult,
    },
    search: {
      method: 'GET',
      path: '/matrimonial/profiles/search',
      summary: 'Search marriage profiles (newest first; without gender, the gender I seek)',
      query: matrimonialSearchQuery,
      response: matrimonialSearchResult,
    },
    profile: {
      method: 'GET',
      path: '/matrimonial/profile/:id',
      summary: "A member's whole marriage profile, photos as they allow",
      params: z.object({ id: uuidParam }),
      response: matrimonialProfile,
    },
    preferences: {
      method: 'GET',
      path: '/matrimonial/preferences',
      summary: 'My partner preferences',
      response: partnerPreferences,
    },
    savePreferences: {
      method: 'PUT',
      path: '/matrimonial/preferences',
      summary: 'Replace my partner preferences',
      body: partnerPreferencesBody,
      response: partnerPreferences,
    },
    sendInterest: {
      method: 'POST',
      path: '/matrimonial/interests/send',
      summary:
        'Send an interest (404 unless the profile is listed for me, a block either way included; 409 while one is open between us or within 90 days of a decline)',
      body: sendInterestBody,
      response: interest,
      status: 201,
    },
    interestsReceived: interestsOf('received'),
    interestsSent: interestsOf('sent'),
    respondToInterest: {
      method: 'PUT',
      path: '/matrimonial/interests/:interestId/respond',
      summary: 'Accept or decline an interest I received',
      params: z.object({ interestId: uuidParam }),
      body: respondInterestBody,
      response: interest,
    },
    profileViews: {
      method: 'GET',
      path: '/matrimonial/profile-views',
      summary:
        'Members who opened my profile, latest visit first (one visit a day each; empty while I browse privately)',
      query: profileViewsQuery,
      response: profileViews,
    },
    shortlist: {
      method: 'GET',
      path: '/matrimonial/shortlist',
      summary: 'The profiles I saved, last saved first',
      query: shortlistQuery,
      response: shortlist,
    },
    saveToShortlist: {
      method: 'POST',
      path: '/matrimonial/shortlist',
      summary: 'Save a profile (201; 200 when it was saved already; 404 unless the profile is listed for me)',
      body: shortlistBody,
      response: shortlistItem,
      status: 'created-or-existing',
    },
    removeFromShortlist: {
      method: 'DELETE',
      path: '/matrimonial/shortlist/:targetId',
      summary: 'Take a profile off my shortlist (null whether or not it was on it)',
      params: z.object({ targetId: uuidParam }),
      response: z.null(),
    },
    withdrawInterest: {
      method: 'DELETE',
      path: '/matrimonial/interests/:id',
      summary: 'Withdraw an interest I sent',
      params: z.object({ id: uuidParam }),
      response: z.null(),
    },
  },
);
