import type { DbOrTx } from '../../db/client.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { AuthRepository } from './auth.repository.ts';

/**
 * Ends every session of a member at once, as "log out of all devices" does: revoked in the database, forgotten by
 * this process, and their sockets closed on every process (the Redis path of `disconnectSessions`).
 */
export async function endAllSessions(
  deps: { db: DbOrTx; realtime: Pick<Realtime, 'disconnectSessions'> },
  userId: string,
  reason: string,
): Promise<void> {
  const sessionIds = await new AuthRepository(deps.db).revokeUserSessions(userId, reason);
  deps.realtime.disconnectSessions(sessionIds);
}
