import { offsetOf } from '@samaj/shared';
import type { Block } from '@samaj/shared/safety';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { changed } from '../caches.ts';
import { InterestsRepository, PhotoRequestsRepository } from '../matrimonial/index.ts';
import { SafetyRepository, type BlockRow } from './safety.repository.ts';

function toBlock(
  row: BlockRow,
  user: { id: string; fullName: string | null; image: string | null; isVerified: boolean },
): Block {
  return {
    id: row.id,
    blockedId: row.blockedId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    user: { ...user, fullName: user.fullName ?? '' },
  };
}

/** Blocks: every member may use them, with or without a marriage profile. */
export class SafetyService {
  private readonly db: Db;
  private readonly repository: SafetyRepository;
  constructor(db: Db) {
    this.db = db;
    this.repository = new SafetyRepository(db);
  }

  /**
   * Blocks a member (both ways from now on, everywhere), closes the pending interests between the two and ends their
   * photo requests and grants (lifting the block brings none back).
   */
  async block(blockerId: string, input: { blockedId: string; reason: string | null }): Promise<Block> {
    if (input.blockedId === blockerId) {
      throw badRequest('You cannot block yourself', [{ path: 'blockedId', message: 'You cannot block yourself' }]);
    }
    const block = await this.db.transaction(async (tx) => {
      const repository = new SafetyRepository(tx);
      const blocked = await repository.findAuthor(input.blockedId, blockerId);
      if (!blocked) throw notFound('Member not found');
      const row = await repository.insert({ blockerId, blockedId: input.blockedId, reason: input.reason });
      if (!row) throw conflict('You have already blocked this member');
      await new InterestsRepository(tx).deletePendingBetween(blockerId, input.blockedId);
      await new PhotoRequestsRepository(tx).deleteBetween(blockerId, input.blockedId);
      return toBlock(row, blocked);
    });
    changed({ type: 'block-changed', members: [blockerId, input.blockedId] });
    return block;
  }

  async unblock(blockerId: string, blockedId: string): Promise<null> {
    if (!(await this.repository.delete(blockerId, blockedId))) throw notFound('You have not blocked this member');
    changed({ type: 'block-changed', members: [blockerId, blockedId] });
    return null;
  }

  async list(blockerId: string, { page, limit }: { page: number; limit: number }) {
    const { rows, total } = await this.repository.list(blockerId, limit, offsetOf(page, limit));
    return { blockedUsers: rows.map(({ block, user }) => toBlock(block, user)), total };
  }
}
