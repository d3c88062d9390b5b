import { z } from 'zod';
import {
  accountSession,
  deleteAccountBody,
  legalNotice,
  profileVisibility,
  restoreAccountBody,
  sessionIdParams,
} from '../account.ts';
import { authResult } from '../auth.ts';
import { defineContracts } from '../contract.ts';

/** A member's own account and personal data: sessions, export, deletion. */
export const accountContracts = defineContracts(
  { tag: 'account', auth: true },
  {
    legal: {
      method: 'GET',
      path: '/legal',
      summary: 'Who runs the service, the terms version and the grievance officer (for the Terms and Privacy pages)',
      auth: false,
      response: legalNotice,
    },
    sessions: {
      method: 'GET',
      path: '/auth/sessions',
      summary: 'My open sessions (devices), the newest used first',
      response: z.array(accountSession),
    },
    export: {
      method: 'GET',
      path: '/account/export',
      summary:
        'Download my data: an application/zip stream with data.json (everything held about me) and media/ (my photos); at most 3 a day (429)',
      response: z.unknown(),
    },
    deleteAccount: {
      method: 'DELETE',
      path: '/account',
      summary:
        'Delete my account: deactivated at once (sessions end, invisible everywhere), erased after ACCOUNT_DELETION_GRACE_DAYS; a wrong password changes nothing',
      body: deleteAccountBody,
      response: z.null(),
    },
    restore: {
      method: 'POST',
      path: '/account/restore',
      summary: 'Restore my account during the deletion grace period (login answers 403 ACCOUNT_PENDING_DELETION then)',
      auth: false,
      body: restoreAccountBody,
      response: authResult,
    },
    marriageProfileVisibility: {
      method: 'PUT',
      path: '/matrimonial/profile/visibility',
      summary: 'Hide my marriage profile for now, or show it again: hidden, it is out of search and recommendations; interests and chats stay',
      body: profileVisibility,
      response: profileVisibility,
    },
    endSession: {
      method: 'DELETE',
      path: '/auth/sessions/:id',
      summary: 'End one of my sessions (its sockets close); another member’s session is 404',
      params: sessionIdParams,
      response: z.null(),
    },
  },
);
