import { z } from 'zod';
import { defineContracts } from '../contract.ts';

/** Operations: whether the process and its database answer. */
export const healthContracts = defineContracts(
  { tag: 'operations', auth: false },
  {
    health: { method: 'GET', path: '/health', summary: 'Liveness', response: z.object({ status: z.literal('ok') }) },
    ready: {
      method: 'GET',
      path: '/ready',
      summary: 'Readiness: the database answers, Redis answers (when configured), images can be stored',
      response: z.object({
        status: z.literal('ready'),
        database: z.string(),
        redis: z.enum(['ok', 'not configured']),
        media: z.enum(['local', 's3']),
      }),
    },
  },
);
