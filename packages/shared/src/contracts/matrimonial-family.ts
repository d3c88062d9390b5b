import { z } from 'zod';
import { defineContracts } from '../contract.ts';
import { uuidParam } from '../envelope.ts';
import {
  coManager,
  coManagers,
  contactViews,
  contactViewsQuery,
  inviteCoManagerBody,
  matrimonialContact,
} from '../matrimonial-family.ts';

/**
 * Contact details after an accepted interest (behind the matrimonial gate), and the family co-managers of a marriage
 * profile (open to every member: the family member invited needs no marriage profile of their own).
 */
export const matrimonialFamilyContracts = defineContracts(
  { tag: 'matrimonial', auth: true },
  {
    contact: {
      method: 'GET',
      path: '/matrimonial/profiles/:userId/contact',
      summary:
        "A member's phone and family contact, once an interest between us is accepted (403 before); each call is recorded for them",
      params: z.object({ userId: uuidParam }),
      response: matrimonialContact,
    },
    contactViews: {
      method: 'GET',
      path: '/matrimonial/contact-views',
      summary: 'Who read my contact details, newest first (each time)',
      query: contactViewsQuery,
      response: contactViews,
    },
    coManagers: {
      method: 'GET',
      path: '/matrimonial/co-managers',
      summary: 'Family members who manage my marriage profile, the profiles I manage, and what was done for me',
      response: coManagers,
    },
    inviteCoManager: {
      method: 'POST',
      path: '/matrimonial/co-managers',
      summary: 'Invite a family member (a Samaj member, by phone) to manage my marriage profile (at most 2)',
      body: inviteCoManagerBody,
      response: coManager,
      status: 201,
    },
    acceptCoManager: {
      method: 'POST',
      path: '/matrimonial/co-managers/:id/accept',
      summary: 'Accept an invitation to manage a marriage profile',
      params: z.object({ id: uuidParam }),
      response: coManager,
    },
    removeCoManager: {
      method: 'DELETE',
      path: '/matrimonial/co-managers/:id',
      summary: 'Remove a co-manager of my profile, or stop managing (or decline) a profile',
      params: z.object({ id: uuidParam }),
      response: z.null(),
    },
  },
);
