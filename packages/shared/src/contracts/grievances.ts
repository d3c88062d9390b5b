import { defineContracts } from '../contract.ts';
import {
  grievanceBody,
  grievanceCreated,
  grievanceOfficer,
  grievanceStatus,
  grievanceTicketParams,
} from '../grievances.ts';

/** /grievances: public, no login (IT Rules 2021, rule 3(2)). Filing is rate-limited per IP. */
export const grievancesContracts = defineContracts(
  { tag: 'grievances', auth: false },
  {
    officer: {
      method: 'GET',
      path: '/grievances/officer',
      summary: 'The Grievance Officer: name and contact',
      response: grievanceOfficer,
    },
    file: {
      method: 'POST',
      path: '/grievances',
      summary: 'File a grievance (no login); answers with a ticket and the deadlines (24 hours, 15 days)',
      body: grievanceBody,
      response: grievanceCreated,
      status: 201,
    },
    status: {
      method: 'GET',
      path: '/grievances/:ticket',
      summary: 'Where a grievance stands, by its ticket',
      params: grievanceTicketParams,
      response: grievanceStatus,
    },
  },
);
