import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MediaStore } from '../media/media-store.ts';
import { UnusedMedia } from '../media/unused-media.ts';
import { PeriodicJob } from '../../lib/periodic-job.ts';
import { AuthRepository } from '../auth/auth.repository.ts';
import { OTP_CODES_KEPT_MS } from '../auth/throttles.ts';
import { BannedPhones } from '../moderation/banned-phones.ts';
import { ErasureRepository } from './erasure.repository.ts';

const EVERY_MS = 10 * 60 * 1000;
const BATCH = 50;

export interface EraseOptions {
  /** Runs inside the member's transaction after every row is gone, before it commits (tests stop an erasure here). */
  beforeCommit?: () => Promise<void>;
}

/**
 * Erases accounts whose grace period is over: one transaction per member, under an advisory lock so that one API
 * process does it however many run. It runs at start and every 10 minutes; an erasure cut off half-way (a crash, a
 * restart) rolled back whole and is done again at the next run. Each run also deletes what is kept only for a while:
 * marriage-profile origins a year past their erasure, one-time codes past their rate-limit windows.
 */
export class AccountErasure {
  private readonly db: Db;
  private readonly media: MediaStore;
  private readonly phoneHashSecret: string;
  private readonly log: FastifyBaseLogger;
  // At start too: an erasure a stopped process left half-way (rolled back) is done again at once.
  private readonly job: PeriodicJob<number>;

  constructor(deps: { db: Db; media: MediaStore; phoneHashSecret: string; log: FastifyBaseLogger }) {
    this.db = deps.db;
    this.media = deps.media;
    this.phoneHashSecret = deps.phoneHashSecret;
    this.log = deps.log;
    this.job = new PeriodicJob({
      name: 'account erasure',
      everyMs: EVERY_MS,
      runAtStart: true,
      work: () => this.eraseAllDue(),
      log: deps.log,
    });
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Erases every member whose erasure is due; how many this process erased. */
  eraseDue(): Promise<number> {
    return this.job.run();
  }

  private async eraseAllDue(): Promise<number> {
    // What is kept only for a while goes when its time is up.
    await new ErasureRepository(this.db).deleteExpiredOrigins();
    await new AuthRepository(this.db).deleteOtpCodesSentBefore(new Date(Date.now() - OTP_CODES_KEPT_MS));
    let erased = 0;
    for (;;) {
      const due = await new ErasureRepository(this.db).dueMemberIds(BATCH);
      let progressed = false;
      for (const userId of due) {
        if (await this.eraseOne(userId)) {
          erased += 1;
          progressed = true;
        }
      }
      if (due.length < BATCH || !progressed) return erased;
    }
  }

  /** Erases one member if their erasure is due; false when it is not due, done already, or another process holds the lock. */
  async eraseOne(userId: string, options: EraseOptions = {}): Promise<boolean> {
    const photos = await this.db.transaction(async (tx) => {
      const repository = new ErasureRepository(tx);
      if (!(await repository.tryLock())) return undefined;
      const member = await repository.lockDueMember(userId);
      if (!member) return undefined;
      const paths = await repository.photoPaths(userId, member.image);
      if (member.status === 'BANNED') await new BannedPhones(tx, this.phoneHashSecret).ban(member.phone_number);
      await repository.erase(userId, member.phone_number);
      await options.beforeCommit?.();
      return paths;
    });
    if (!photos) return false;
    // After the commit: a file goes only once no other owner's content uses it.
    await new UnusedMedia(this.db, this.media).remove(photos);
    this.log.info({ userId }, 'account erased');
    return true;
  }
}
