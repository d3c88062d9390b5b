import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANT_WIDTHS } from '@samaj/shared/images';
import type { Db } from '../../db/client.ts';
import { PeriodicJob, type JobLog } from '../../lib/periodic-job.ts';
import type { MediaStore } from './media-store.ts';
import { MediaRepository, PHOTO_SOURCES } from './media.repository.ts';
import { VariantPassRepository, type PassCounts, type PassPosition } from './variant-passes.repository.ts';

/** Paths read from the database at a time; the pass's position is saved after each batch. */
const BATCH = 100;
/** Photos worked on at once by the server's background run: one, so that members' requests keep the CPU. */
const BACKGROUND_PARALLEL = 1;
/** How long a process keeps the pass without renewing its lease (it renews it after every batch). */
const LEASE_MS = 5 * 60 * 1000;
/** A process that stopped abruptly leaves its lease: another process's next run takes the pass up. */
const EVERY_MS = 10 * 60 * 1000;
/** The pass is per list of widths: a width added later starts a new one. */
const WIDTHS = IMAGE_VARIANT_WIDTHS.join(',');

/** The app's logger, or the command's. */
export interface BackfillLog extends JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface BackfillOptions {
  db: Db;
  media: MediaStore;
  log: BackfillLog;
  /** Photos worked on at once (each holds its file and its copies in memory while sharp makes them). */
  parallel?: number;
  /** Paths read from the database at a time. */
  batch?: number;
}

export interface BackfillReport {
  /**
   * `finished`: this run reached the end of the pass; `finished before`: nothing to do, the pass was done already;
   * `busy`: another process walks it; `stopped`: the process is closing (the pass goes on at its next start).
   */
  outcome: 'finished' | 'finished before' | 'busy' | 'stopped';
  /** What this run did: stored photos looked at, copies made, photos skipped (missing or unreadable). */
  run: PassCounts;
  /** The same, for the whole pass so far (all runs, all processes). */
  pass: PassCounts;
}

/**
 * Makes the smaller copies (`IMAGE_VARIANT_WIDTHS`) of stored photos that lack them: photos stored before copies were
 * made at upload. It walks every column that holds stored paths (`PHOTO_SOURCES`), a batch at a time, and for each
 * photo makes only the copies that are not stored: run again, it finds nothing to do. Works on any `MediaStorage`
 * (local folder, bucket). A photo whose file is missing or cannot be read is logged and skipped, never fatal; a
 * storage that fails (a bucket that does not answer) ends the run, and the next one starts again at that batch.
 *
 * One process walks at a time (`VariantPassRepository`: a lease claimed under an advisory lock); the position is saved
 * after every batch, so a pass cut off (a restart, a crash) goes on where it stopped. Every API process runs it at
 * start in the background and every 10 minutes; once the pass is finished, a run is one short transaction.
 * `npm run media:variants` runs it from a shell.
 */
export class VariantBackfill {
  private readonly db: Db;
  private readonly media: MediaStore;
  private readonly log: BackfillLog;
  private readonly parallel: number;
  private readonly batch: number;
  /** This process's name on the lease. */
  private readonly holder = randomUUID();
  private readonly job: PeriodicJob<BackfillReport>;
  private restartNext = false;
  private stopping = false;

  constructor(options: BackfillOptions) {
    this.db = options.db;
    this.media = options.media;
    this.log = options.log;
    this.parallel = Math.max(1, options.parallel ?? BACKGROUND_PARALLEL);
    this.batch = Math.max(1, options.batch ?? BATCH);
    this.job = new PeriodicJob({
      name: 'image copies',
      everyMs: EVERY_MS,
      runAtStart: true,
      work: () => this.walk(),
      log: options.log,
    });
  }

  /** Runs at once in the background, then every 10 minutes, until `stop`. */
  start(): void {
    this.job.start();
  }

  /** Ends the run in progress after the photos in hand (their batch is done again at the next run), and waits for it. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.job.stop();
  }

  /** Runs the pass now (or joins the run in progress): from where it stands, nothing when it is finished. */
  run(): Promise<BackfillReport> {
    return this.job.run();
  }

  /** Walks every photo again from the start (copies that are stored are not made again). */
  async restart(): Promise<BackfillReport> {
    await this.job.idle();
    this.restartNext = true;
    return this.job.run();
  }

  private async walk(): Promise<BackfillReport> {
    const restart = this.restartNext;
    this.restartNext = false;
    const passes = new VariantPassRepository(this.db);
    const run: PassCounts = { checked: 0, made: 0, skipped: 0 };
    const claim = await passes.claim(WIDTHS, this.holder, LEASE_MS, restart);
    if (claim.state === 'busy') return { outcome: 'busy', run, pass: await passes.counts(WIDTHS) };
    if (claim.state === 'finished') return { outcome: 'finished before', run, pass: claim.counts };

    let position: PassPosition | undefined = claim.position;
    let outcome: BackfillReport['outcome'] = 'stopped';
    try {
      const photos = new MediaRepository(this.db);
      while (position && !this.stopping) {
        const page = await photos.photoPathsAfter(position.source, position.after, this.batch);
        const batch = await this.makeMissing(page.paths);
        if (!batch) break;
        run.checked += batch.checked;
        run.made += batch.made;
        run.skipped += batch.skipped;
        position = page.more ? { source: position.source, after: page.last } : nextSource(position);
        if (!position) {
          if (await passes.finish(WIDTHS, this.holder, batch)) outcome = 'finished';
          else outcome = 'busy';
        } else if (!(await passes.advance(WIDTHS, this.holder, position, batch, LEASE_MS))) {
          outcome = 'busy';
          break;
        }
      }
    } finally {
      if (outcome !== 'finished') await passes.release(WIDTHS, this.holder);
    }
    const pass = await passes.counts(WIDTHS);
    if (outcome === 'finished') {
      this.log.info(
        { ...pass },
        `Image copies (${WIDTHS} px): pass finished, ${pass.checked} stored photos looked at, ` +
          `${pass.made} copies made, ${pass.skipped} photos skipped`,
      );
    }
    return { outcome, run, pass };
  }

  /** Makes the missing copies of these photos, `parallel` at a time; undefined when the process began to stop. */
  private async makeMissing(paths: string[]): Promise<PassCounts | undefined> {
    const queue = [...new Set(paths)];
    const counts: PassCounts = { checked: 0, made: 0, skipped: 0 };
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined && !this.stopping; path = queue.shift()) {
        const outcome = await this.media.makeMissingCopies(path);
        if (outcome.state === 'not stored') continue;
        counts.checked += 1;
        if (outcome.state === 'made') counts.made += outcome.copies;
        if (outcome.state === 'missing' || outcome.state === 'unreadable') {
          counts.skipped += 1;
          this.log.warn(
            { path },
            outcome.state === 'missing'
              ? 'Image copies: the photo is not in the media store; skipped'
              : 'Image copies: the photo cannot be read (damaged?); skipped',
          );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.parallel, queue.length) }, worker));
    return this.stopping ? undefined : counts;
  }
}

function nextSource(position: PassPosition): PassPosition | undefined {
  const next = PHOTO_SOURCES[PHOTO_SOURCES.indexOf(position.source) + 1];
  return next ? { source: next, after: undefined } : undefined;
}
