import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { ok, responses } from '../../lib/reply.ts';

const READY_CHECK_TIMEOUT_MS = 3000;

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
        summary: 'Readiness: the database answers, Redis answers (when configured), images can be stored',
        response: {
          ...responses(
            z.object({
              status: z.literal('ready'),
              database: z.string(),
              redis: z.enum(['ok', 'not configured']),
              media: z.enum(['local', 's3']),
            }),
          ),
          503: z.unknown(),
        },
      },
    },
    async () => {
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
  );
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
