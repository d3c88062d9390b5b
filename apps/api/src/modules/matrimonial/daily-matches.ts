import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { PeriodicJob } from '../../lib/periodic-job.ts';
import { notice, type NotifyDeps } from '../notifications/index.ts';
import { MatrimonialRepository } from './matrimonial.repository.ts';

const EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * The daily "New matches for you": once a day per member with a marriage profile, counts the profiles that joined
 * since the last look and meet every criterion of their preferences (gotra rules, blocks and hidden profiles as in
 * recommendations), and tells them when there are any (a notification without an actor; pushed as their
 * notification settings say). Runs every hour (not at start: a restart never sets off a sweep of every profile);
 * members are claimed in batches, so several API processes share the work and a member is looked at once a day.
 */
export class DailyMatches {
  private readonly db: Db;
  private readonly deps: NotifyDeps;
  private readonly job: PeriodicJob<number>;

  constructor(deps: NotifyDeps & { db: Db; log: FastifyBaseLogger }) {
    this.db = deps.db;
    this.deps = deps;
    this.job = new PeriodicJob({
      name: 'daily matches',
      everyMs: EVERY_MS,
      runAtStart: false,
      work: (now) => this.lookAtAllDue(now),
      log: deps.log,
    });
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Looks at every member who is due; how many were told of new matches. */
  runDue(now = new Date()): Promise<number> {
    return this.job.run(now);
  }

  private async lookAtAllDue(now: Date): Promise<number> {
    const repository = new MatrimonialRepository(this.db);
    let told = 0;
    for (;;) {
      const due = await repository.claimDueForNewMatches(now, BATCH);
      for (const { userId, since } of due) {
        const viewer = await repository.viewer(userId);
        if (!viewer?.isMatrimonialProfile) continue;
        const count = await repository.countNewMatches(viewer, since ?? new Date(now.getTime() - DAY_MS), now);
        if (count === 0) continue;
        await notice(this.deps, { userId, type: 'NEW_MATCHES', entityId: userId, data: { count } });
        told += 1;
      }
      if (due.length < BATCH) return told;
    }
  }
}
