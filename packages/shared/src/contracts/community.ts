import { z } from 'zod';
import {
  checkoutBody,
  checkoutItem,
  checkoutList,
  communityList,
  communityQuery,
  communityType,
  notInterestedBody,
  notInterestedIds,
  notInterestedItem,
  notInterestedUsers,
  removeCheckoutQuery,
} from '../community.ts';
import { defineContracts } from '../contract.ts';
import { uuidParam } from '../envelope.ts';

const targetUserParams = z.object({ targetUserId: uuidParam });

/** /community: helpers and seekers, the shortlist ("checkout list") and the members marked not interested. */
export const communityContracts = defineContracts(
  { tag: 'community', auth: true },
  {
    checkoutList: {
      method: 'GET',
      path: '/community/checkout-list',
      summary: 'My shortlist, newest first',
      response: checkoutList,
    },
    addToCheckoutList: {
      method: 'POST',
      path: '/community/checkout-list',
      summary: 'Shortlist a member as a helper or a seeker (once per type; again answers 200 with that item)',
      body: checkoutBody,
      response: checkoutItem,
      status: 'created-or-existing',
    },
    removeFromCheckoutList: {
      method: 'DELETE',
      path: '/community/checkout-list/:targetUserId',
      summary: 'Take a member off my shortlist (as checkOutType only, when given)',
      params: targetUserParams,
      query: removeCheckoutQuery,
      response: z.null(),
    },
    notInterestedIds: {
      method: 'GET',
      path: '/community/not-interested',
      summary: 'The ids of members I marked not interested',
      response: notInterestedIds,
    },
    notInterestedUsers: {
      method: 'GET',
      path: '/community/not-interested-users',
      summary: 'The members I marked not interested',
      response: notInterestedUsers,
    },
    markNotInterested: {
      method: 'POST',
      path: '/community/not-interested',
      summary: 'Hide a member from my helpers and seekers (once; again answers 200 with that item)',
      body: notInterestedBody,
      response: notInterestedItem,
      status: 'created-or-existing',
    },
    removeNotInterested: {
      method: 'DELETE',
      path: '/community/remove-not-interested/:targetUserId',
      summary: 'Show a member I marked not interested again',
      params: targetUserParams,
      response: z.null(),
    },
    list: {
      method: 'GET',
      path: '/community/:type',
      summary: 'Helpers or seekers matching the filters (the caller’s suggestions without any), best matches first',
      params: z.object({ type: communityType }),
      query: communityQuery,
      response: communityList,
    },
  },
);
