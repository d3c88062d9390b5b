import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/index.ts';
import type { Database } from './db/client.ts';
import { AccessTokens } from './modules/auth/index.ts';
import { ActingFor } from './modules/matrimonial/acting-for.ts';
import { createOtpSender, type OtpSender } from './modules/auth/otp-sender.ts';
import type { MediaStore } from './modules/media/index.ts';
import { modules } from './modules/index.ts';
import authPlugin from './plugins/auth.ts';
import compressionPlugin from './plugins/compression.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin from './plugins/errors.ts';
import languagePlugin from './plugins/language.ts';
import mediaPlugin from './plugins/media.ts';
import metricsPlugin from './plugins/metrics.ts';
import pushPlugin from './plugins/push.ts';
import realtimePlugin from './plugins/realtime.ts';
import redisPlugin from './plugins/redis.ts';
import securityPlugin from './plugins/security.ts';
import spaPlugin, { inlineScriptHashes } from './plugins/spa.ts';
import { redactedError } from './lib/log-redaction.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    otpSender: OtpSender;
  }
}

export interface AppOptions {
  config: Config;
  /** An already migrated database (tests); otherwise one is opened from the config and migrated. */
  database?: Database;
  /** Where OTPs go; defaults to the configured provider. Tests pass one that records them. */
  otpSender?: OtpSender;
  /** Stored images; defaults to the configured store. Tests pass one with its own clock. */
  media?: MediaStore;
  /** The HTTPS agent for Web Push services; tests pass one that trusts their local push service. */
  pushAgent?: Agent;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Node's limits for slow clients. Node checks headers and request timeouts every `connectionsCheckingInterval`
 * (30 s by default, which would let a stalled connection live 40 s): checking at half the headers timeout keeps it
 * within 1.5 times the timeout. Upgraded WebSockets are not subject to them.
 */
function httpTimeouts(http: Config['http']) {
  return {
    requestTimeout: http.requestTimeoutMs,
    connectionTimeout: http.idleTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: {
      headersTimeout: http.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(http.headersTimeoutMs / 2)),
    },
  };
}

/** Builds the whole application without listening, so tests can drive it with `inject`. */
export async function buildApp({ config, database, otpSender, media, pushAgent }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Error entries keep no personal data: a failed statement's values are dropped (lib/log-redaction.ts).
      serializers: { err: redactedError },
      // People read a terminal; machines read JSON (production, pipes, the e2e log parser).
      ...(!config.isProduction && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
    },
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Slow clients: a connection that sends its headers (or its body) and stalls is closed with 408, not held.
    ...httpTimeouts(config.http),
    // Opening and migrating PGlite on a busy machine can take longer than Fastify's default 10 s.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstContract: !config.isProduction }));
  app.decorate('config', config);
  app.decorate('otpSender', otpSender ?? createOtpSender(config, app.log));

  await app.register(errorsPlugin);
  await app.register(languagePlugin);
  await app.register(redisPlugin, { config });
  const webDist = config.webDistDir ?? defaultWebDist;
  await app.register(securityPlugin, { config, inlineScripts: inlineScriptHashes(webDist) });
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { config, ...(database ? { database } : {}) });
  await app.register(metricsPlugin, { config });
  await app.register(authPlugin, { accessTokens: new AccessTokens(app.db, config), actingFor: new ActingFor(app.db) });
  await app.register(docsPlugin);
  await app.register(mediaPlugin, { config, ...(media ? { media } : {}) });
  await app.register(realtimePlugin, { config });
  await app.register(pushPlugin, { config, ...(pushAgent ? { agent: pushAgent } : {}) });

  for (const { prefix, plugin } of modules) {
    await app.register(plugin, { prefix: `/api${prefix}` });
  }

  await app.register(spaPlugin, { distDir: webDist });
  return app;
}
