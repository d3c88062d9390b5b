import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests, unauthorized } from '../lib/errors.ts';
import type { AccessTokens } from '../modules/auth/index.ts';
import type { ActingFor } from '../modules/matrimonial/acting-for.ts';

export interface AuthenticatedUser {
  id: string;
  sessionId: string;
  /** A family co-manager acting for the member `id` (`X-Acting-For`, allow-listed routes only). */
  managerId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; routes behind it can rely on it. */
    user: AuthenticatedUser;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    accessTokens: AccessTokens;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Verifies the bearer access token and that its session has not been revoked, and limits each member's calls. */
export default fp(
  async function authPlugin(
    app: FastifyInstance,
    { accessTokens, actingFor }: { accessTokens: AccessTokens; actingFor: ActingFor },
  ) {
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('user', null, []);
    const limits = app.config.rateLimit;
    // Per member, not per address: thousands of phones can share one carrier-grade NAT address.
    const memberLimit = limits.enabled
      ? app.createRateLimit({ max: limits.memberPerMinute, timeWindow: 60_000, keyGenerator: (request) => `member:${request.user.id}` })
      : undefined;
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw unauthorized('Authentication required');
      request.user = await accessTokens.verify(token);
      const limit = await memberLimit?.(request);
      if (limit && !limit.isAllowed && limit.isExceeded) {
        throw tooManyRequests(`Too many requests. Try again in ${limit.ttlInSeconds} seconds.`, limit.ttlInSeconds);
      }
      request.user = await actingFor.resolve(request, request.user);
    });
    app.addHook('onResponse', async (request, reply) => actingFor.recordAction(request, reply.statusCode));
  },
  { name: 'auth', dependencies: ['db', 'security'] },
);
