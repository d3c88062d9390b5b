import { healthContracts } from '@samaj/shared/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOf } from '../../lib/contract-route.ts';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';

const READY_CHECK_TIMEOUT_MS = 3000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...routeOf(app, healthContracts.health), handler: async () => ok({ status: 'ok' as const }) });

  const ready = routeOf(app, healthContracts.ready);
  app.route({
    ...ready,
    // A failed check answers 503 with the error envelope.
    schema: { ...ready.schema, response: { ...ready.schema.response, 503: z.unknown() } },
    handler: async () => {
      const { redis, media } = app;
      const checks: [problem: string, check: (() => Promise<unknown>) | undefined][] = [
        ['database unreachable', () => app.database.ping()],
        ['Redis unreachable', redis && (() => redis.ping())],
        [media.storage.kind === 's3' ? 'media bucket unreachable' : 'media folder not writable', () => media.storage.check()],
      ];
      const passed = await Promise.all(checks.map(([, check]) => (check ? passes(check) : true)));
      const failed = checks.filter((_, index) => !passed[index]).map(([problem]) => problem);
      if (failed.length > 0) throw new AppError(503, 'INTERNAL_ERROR', `Not ready: ${failed.join(', ')}`);
      return ok({
        status: 'ready' as const,
        database: app.database.kind,
        redis: redis ? ('ok' as const) : ('not configured' as const),
        media: media.storage.kind,
      });
    },
  });
};

/** Whether the check finishes without an error within a few seconds (a load balancer waits for the answer). */
async function passes(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
