import type { AccountSession } from '@samaj/shared/account';
import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { AuthRepository } from '../auth/auth.repository.ts';
import type { AccessTokens } from '../auth/index.ts';
import { deviceName } from './device.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Where you're logged in": a member's sessions, and ending one of them. */
export class SessionsService {
  private readonly repository: AuthRepository;
  private readonly deps: {
    config: Config;
    accessTokens: Pick<AccessTokens, 'forgetSessions'>;
    realtime: Pick<Realtime, 'disconnectSessions'>;
  };

  constructor(deps: { db: Db; config: Config; accessTokens: AccessTokens; realtime: Pick<Realtime, 'disconnectSessions'> }) {
    this.repository = new AuthRepository(deps.db);
    this.deps = deps;
  }

  async list(userId: string, currentSessionId: string): Promise<AccountSession[]> {
    const usedSince = new Date(Date.now() - this.deps.config.refreshTokenTtlDays * DAY_MS);
    const rows = await this.repository.listOpenSessions(userId, usedSince);
    return rows.map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === currentSessionId,
    }));
  }

  /** Ends one of the member's sessions: its tokens stop working and its sockets close. Anyone else's is not found. */
  async end(userId: string, sessionId: string): Promise<void> {
    if (!(await this.repository.revokeOwnSession(userId, sessionId, 'ended from another device'))) {
      throw notFound('Session not found');
    }
    this.deps.accessTokens.forgetSessions([sessionId]);
    this.deps.realtime.disconnectSessions([sessionId]);
  }
}
