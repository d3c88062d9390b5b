import { healthContracts } from '@samaj/shared/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOf } from '../../lib/contract-route.ts';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...routeOf(app, healthContracts.health), handler: async () => ok({ status: 'ok' as const }) });

  const ready = routeOf(app, healthContracts.ready);
  app.route({
    ...ready,
    // A failed check answers 503 with the error envelope.
    schema: { ...ready.schema, response: { ...ready.schema.response, 503: z.unknown() } },
    handler: async () => {
      try {
        await app.database.ping();
      } catch {
        throw new AppError(503, 'INTERNAL_ERROR', 'Database unreachable');
      }
      return ok({ status: 'ready' as const, database: app.database.kind });
    },
  });
};
