import { ACTING_FOR_HEADER } from '@samaj/shared/matrimonial';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { CoManagersRepository } from './co-managers.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A family co-manager may call this route for the owner of a marriage profile (`X-Acting-For`). */
    actingFor?: boolean;
  }
}

/** The routes a co-manager may call for the owner: an explicit allow-list, marked on each route. */
export const ACTING_ALLOWED: FastifyContextConfig = { actingFor: true };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "Managing Rahul's profile": a request with `X-Acting-For: <ownerId>` from a family member the owner made a co-manager
 * (accepted, not removed) is served as the owner's, with `managerId` set, on the allow-listed routes only; on every
 * other route (password, account, sessions, the owner's other chats…) it is refused with 403, whoever sends it.
 */
export class ActingFor {
  private readonly repository: CoManagersRepository;
  constructor(db: Db) {
    this.repository = new CoManagersRepository(db);
  }

  /** The member the request acts as: the caller, or the owner they manage. */
  async resolve(request: FastifyRequest, caller: AuthenticatedUser): Promise<AuthenticatedUser> {
    const header = request.headers[ACTING_FOR_HEADER];
    if (header === undefined) return caller;
    if (request.routeOptions.config.actingFor !== true) {
      throw forbidden('A family member managing a marriage profile cannot do this for its owner');
    }
    const ownerId = Array.isArray(header) ? undefined : header.trim();
    if (!ownerId || !UUID.test(ownerId) || !(await this.repository.manages(caller.id, ownerId))) {
      throw forbidden('You do not manage this marriage profile');
    }
    return { id: ownerId, sessionId: caller.sessionId, managerId: caller.id };
  }

  /** What a co-manager changed for the owner, for the owner to see with their name (reads are not recorded). */
  async recordAction(request: FastifyRequest, statusCode: number): Promise<void> {
    const { user } = request;
    if (!user?.managerId || request.method === 'GET' || statusCode >= 300) return;
    const action = `${request.method} ${request.routeOptions.url?.replace(/^\/api/, '') ?? request.url}`;
    await this.repository.recordAction({ ownerId: user.id, managerId: user.managerId, action });
  }
}
