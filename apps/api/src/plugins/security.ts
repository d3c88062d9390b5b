import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { imageOrigins } from '../modules/media/index.ts';

/** Security headers (strict CSP for the SPA) and per-IP rate limits (in memory, or Redis when configured). */
export default fp(
  async function securityPlugin(app: FastifyInstance, { config }: { config: Config }) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins(config)],
          fontSrc: ["'self'", 'data:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });

    const { redis } = app;
    await app.register(rateLimit, {
      global: config.rateLimit.enabled,
      max: config.rateLimit.globalPerMinute,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'samaj-rl:' } : {}),
      allowList: (request) => !config.rateLimit.enabled || request.url === '/api/health',
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Try again in ${context.after}.`,
      }),
    });
  },
  { name: 'security', dependencies: ['redis'] },
);
