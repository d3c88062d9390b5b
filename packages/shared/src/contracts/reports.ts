import { createReportBody, myReportsList, myReportsQuery, reportCreated } from '../moderation.ts';
import { defineContracts } from '../contract.ts';

/** /reports: a member reports a member, a post, a comment or a message they received, and follows their reports. */
export const reportsContracts = defineContracts(
  { tag: 'moderation', auth: true },
  {
    create: {
      method: 'POST',
      path: '/reports',
      summary:
        'Report a member, post, comment or received message (201; an open report of mine on it again: 200 with that one and alreadyReported)',
      body: createReportBody,
      response: reportCreated,
      status: 'created-or-existing',
    },
    mine: {
      method: 'GET',
      path: '/reports/mine',
      summary: 'What I reported and what came of it, newest first',
      query: myReportsQuery,
      response: myReportsList,
    },
  },
);
