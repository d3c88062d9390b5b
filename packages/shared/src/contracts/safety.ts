import { z } from 'zod';
import { defineContracts } from '../contract.ts';
import { uuidParam } from '../envelope.ts';
import { block, blockBody, blocksList, blocksQuery, report, reportBody } from '../safety.ts';

/** /matrimonial/blocks and /matrimonial/reports: for every member, no marriage profile needed. */
export const safetyContracts = defineContracts(
  { tag: 'blocks and reports', auth: true },
  {
    block: {
      method: 'POST',
      path: '/matrimonial/blocks',
      summary: 'Block a member: both ways, everywhere; closes the pending interests between us',
      body: blockBody,
      response: block,
      status: 201,
    },
    unblock: {
      method: 'DELETE',
      path: '/matrimonial/blocks/:blockedUserId',
      summary: 'Unblock a member',
      params: z.object({ blockedUserId: uuidParam }),
      response: z.null(),
    },
    blocks: {
      method: 'GET',
      path: '/matrimonial/blocks',
      summary: 'The members I blocked, newest first',
      query: blocksQuery,
      response: blocksList,
    },
    report: {
      method: 'POST',
      path: '/matrimonial/reports',
      summary: 'Report a member for moderation (one open report per member: again answers with it)',
      body: reportBody,
      response: report,
      status: 201,
    },
  },
);
