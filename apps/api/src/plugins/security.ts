import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config/index.ts';
import { clientAddress } from '../lib/client-address.ts';
import { MemoryWindowCounters, RedisWindowCounters, type WindowCounters } from '../lib/window-counters.ts';
import { imageOrigins } from '../modules/media/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters that limits can read without counting and forget (login failures): in memory, or Redis. */
    windowCounters: WindowCounters;
  }
}

/**
 * The headers helmet sets for our policy (a strict CSP for the SPA, images only from our own origins). Scripts: files
 * from our origin, and the built pages' own inline scripts by hash (`inlineScripts`, from spa.ts inlineScriptHashes).
 */
function securityHeaders(config: Config, inlineScripts: string[]): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // Only our own images: an image from elsewhere would tell that site who reads what.
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins(config)],
        fontSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...inlineScripts],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  })(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/** Security headers (strict CSP for the SPA), the rate limiter and window counters (in memory, or Redis when configured). */
export default fp(
  async function securityPlugin(
    app: FastifyInstance,
    { config, inlineScripts }: { config: Config; inlineScripts: string[] },
  ) {
    // Helmet's headers are the same for every response: worked out once (the Fastify plugin re-parsed the policy on
    // every request, a sixth of the CPU of `GET /api/health`), then set with the request id in one hook.
    const headers = securityHeaders(config, inlineScripts);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      reply.header('x-request-id', request.id);
      done();
    });

    const { redis } = app;
    const windowCounters: WindowCounters = redis
      ? new RedisWindowCounters(redis, 'samaj-counts:')
      : new MemoryWindowCounters();
    app.decorate('windowCounters', windowCounters);
    // Not global: the web app's files, the SPA page and media are never limited, and members behind one carrier-grade
    // NAT address share nothing. Public auth calls set a per-address limit in their route config; `app.authenticate`
    // limits each member (docs/SECURITY.md).
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => clientAddress(request.ip),
      ...(redis ? { redis, nameSpace: 'samaj-rl:' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Try again in ${context.after}.`,
      }),
    });
  },
  { name: 'security', dependencies: ['redis'] },
);
