import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { AuthRepository } from '../auth/auth.repository.ts';
import type { AccessTokens } from '../auth/index.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { AccountErasure } from './erasure.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Delete my account": deactivated at once (sessions end, unlisted everywhere), erased after the grace period. */
export class DeletionService {
  private readonly db: Db;
  private readonly deps: {
    config: Config;
    accessTokens: Pick<AccessTokens, 'forgetSessions'>;
    realtime: Pick<Realtime, 'disconnectSessions'>;
    erasure: AccountErasure;
  };

  constructor(deps: {
    db: Db;
    config: Config;
    accessTokens: AccessTokens;
    realtime: Pick<Realtime, 'disconnectSessions'>;
    erasure: AccountErasure;
  }) {
    this.db = deps.db;
    this.deps = deps;
  }

  async request(userId: string, password: string): Promise<void> {
    const user = await new AuthRepository(this.db).findUserById(userId);
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      throw badRequest('The password is wrong', [{ path: 'password', message: 'The password is wrong' }]);
    }
    const eraseAt = new Date(Date.now() + this.deps.config.account.deletionGraceDays * DAY_MS);
    const ended = await this.db.transaction(async (tx) => {
      const repository = new AuthRepository(tx);
      await repository.requestDeletion(userId, eraseAt);
      return repository.revokeUserSessions(userId, 'account deleted');
    });
    this.deps.accessTokens.forgetSessions(ended);
    this.deps.realtime.disconnectSessions(ended);
    if (this.deps.config.account.deletionGraceDays === 0) await this.deps.erasure.eraseOne(userId);
  }
}
