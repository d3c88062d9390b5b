import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { ok, responses } from '../../lib/reply.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], summary: 'Liveness', response: responses(z.object({ status: z.literal('ok') })) } },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers',
        response: { ...responses(z.object({ status: z.literal('ready'), database: z.string() })), 503: z.unknown() },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch {
        throw new AppError(503, 'INTERNAL_ERROR', 'Database unreachable');
      }
      return ok({ status: 'ready' as const, database: app.database.kind });
    },
  );
};
