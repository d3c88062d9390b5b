import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection (rate limits, readiness) when REDIS_URL is set. */
    redis: Redis | undefined;
  }
}

export default fp(
  async function redisPlugin(app: FastifyInstance, { config }: { config: Config }) {
    // Loaded only with Redis configured: a single process without it saves the module's memory.
    const redis = config.redisUrl
      ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
      app.addHook('onClose', async () => void (await redis.quit()));
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
