import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Staff } from './moderation.service.ts';

const staffByRequest = new WeakMap<FastifyRequest, Staff>();

/**
 * The console's gate (after `authenticate`): moderators and admins pass, members get 403. The role is read on every
 * call, so a role taken away applies at once.
 */
export function requireStaff(db: DbOrTx) {
  return async (request: FastifyRequest) => {
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, request.user.id)).limit(1);
    if (!row || row.role === 'MEMBER') throw forbidden('Only moderators and admins can use the console');
    staffByRequest.set(request, { id: request.user.id, role: row.role });
  };
}

/** The moderator or admin making this request (behind `requireStaff`). */
export function staffOf(request: FastifyRequest): Staff {
  const staff = staffByRequest.get(request);
  if (!staff) throw forbidden('Only moderators and admins can use the console');
  return staff;
}
