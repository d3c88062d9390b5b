import { z } from 'zod';
import { accountSession, legalNotice, sessionIdParams } from '../account.ts';
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
    endSession: {
      method: 'DELETE',
      path: '/auth/sessions/:id',
      summary: 'End one of my sessions (its sockets close); another member’s session is 404',
      params: sessionIdParams,
      response: z.null(),
    },
  },
);
