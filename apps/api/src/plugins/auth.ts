import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors.ts';
import type { AccessTokens } from '../modules/auth/index.ts';

export interface AuthenticatedUser {
  id: string;
  sessionId: string;
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

/** Verifies the bearer access token and that its session has not been revoked. */
export default fp(
  async function authPlugin(app: FastifyInstance, { accessTokens }: { accessTokens: AccessTokens }) {
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('user', null as unknown as AuthenticatedUser);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw unauthorized('Authentication required');
      request.user = await accessTokens.verify(token);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
