import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { mediaVariantPasses } from '../../db/schema/index.ts';
import { PHOTO_SOURCES, type PhotoSource } from './media.repository.ts';

/** Where a pass stands: the column it walks and the last key done there (none: from the start of that column). */
export interface PassPosition {
  source: PhotoSource;
  after: string | undefined;
}

export interface PassCounts {
  checked: number;
  made: number;
  skipped: number;
}

export type PassClaim =
  | { state: 'claimed'; position: PassPosition }
  | { state: 'finished'; counts: PassCounts }
  /** Another process walks it now (its lease has not run out). */
  | { state: 'busy' };

const [FIRST_SOURCE] = PHOTO_SOURCES;

const isSource = (value: string): value is PhotoSource => (PHOTO_SOURCES as readonly string[]).includes(value);

/**
 * The rows of `media_variant_passes`: one pass per list of widths, walked by one process at a time, which holds a
 * lease that it renews after every batch. A process that stops abruptly leaves a lease that runs out; the next run of
 * any process takes the pass up where its last batch ended.
 */
export class VariantPassRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Takes the pass of these widths for `holder` until `leaseMs` from now (the database's clock), from where it stands
   * or, with `restart`, from the start. Processes claim one at a time (an advisory lock, as the account erasure does):
   * one that finds another claiming, or the lease held by another, is told `busy`.
   */
  claim(widths: string, holder: string, leaseMs: number, restart: boolean): Promise<PassClaim> {
    return this.db.transaction(async (tx): Promise<PassClaim> => {
      const { rows } = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext('samaj:media-variants')) as locked`,
      )) as { rows: { locked: boolean }[] };
      if (rows[0]?.locked !== true) return { state: 'busy' };
      await tx.insert(mediaVariantPasses).values({ widths, source: FIRST_SOURCE }).onConflictDoNothing();
      const [pass] = await tx
        .select({
          source: mediaVariantPasses.source,
          after: mediaVariantPasses.after,
          checked: mediaVariantPasses.checked,
          made: mediaVariantPasses.made,
          skipped: mediaVariantPasses.skipped,
          finishedAt: mediaVariantPasses.finishedAt,
          heldByAnother: sql<boolean>`${mediaVariantPasses.leasedBy} is distinct from ${holder}
            and ${mediaVariantPasses.leasedUntil} > now()`,
        })
        .from(mediaVariantPasses)
        .where(eq(mediaVariantPasses.widths, widths))
        .for('update');
      if (!pass || pass.heldByAnother) return { state: 'busy' };
      if (pass.finishedAt && !restart) {
        return { state: 'finished', counts: { checked: pass.checked, made: pass.made, skipped: pass.skipped } };
      }
      const position: PassPosition =
        restart || !isSource(pass.source)
          ? { source: FIRST_SOURCE, after: undefined }
          : { source: pass.source, after: pass.after ?? undefined };
      await tx
        .update(mediaVariantPasses)
        .set({
          source: position.source,
          after: position.after ?? null,
          ...(restart ? { checked: 0, made: 0, skipped: 0, finishedAt: null } : {}),
          leasedBy: holder,
          leasedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        })
        .where(eq(mediaVariantPasses.widths, widths));
      return { state: 'claimed', position };
    });
  }

  /**
   * Records a batch done: the new position, the counts added, the lease renewed. False when `holder` no longer holds the
   * pass (its lease ran out and another process took it): it must stop.
   */
  async advance(widths: string, holder: string, position: PassPosition, counts: PassCounts, leaseMs: number) {
    return this.update(widths, holder, {
      source: position.source,
      after: position.after ?? null,
      ...this.added(counts),
      leasedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    });
  }

  /** Records the last batch and the pass finished; false as for `advance`. */
  async finish(widths: string, holder: string, counts: PassCounts): Promise<boolean> {
    return this.update(widths, holder, {
      after: null,
      ...this.added(counts),
      finishedAt: sql`now()`,
      leasedBy: null,
      leasedUntil: null,
    });
  }

  /** Gives the lease up (a run that stops or fails half-way): another process may go on at once. */
  async release(widths: string, holder: string): Promise<void> {
    await this.update(widths, holder, { leasedBy: null, leasedUntil: null });
  }

  /** The pass's counts so far. */
  async counts(widths: string): Promise<PassCounts> {
    const [pass] = await this.db
      .select({
        checked: mediaVariantPasses.checked,
        made: mediaVariantPasses.made,
        skipped: mediaVariantPasses.skipped,
      })
      .from(mediaVariantPasses)
      .where(eq(mediaVariantPasses.widths, widths));
    return pass ?? { checked: 0, made: 0, skipped: 0 };
  }

  private added(counts: PassCounts): PgUpdateSetSource<typeof mediaVariantPasses> {
    return {
      checked: sql`${mediaVariantPasses.checked} + ${counts.checked}`,
      made: sql`${mediaVariantPasses.made} + ${counts.made}`,
      skipped: sql`${mediaVariantPasses.skipped} + ${counts.skipped}`,
    };
  }

  private async update(
    widths: string,
    holder: string,
    values: PgUpdateSetSource<typeof mediaVariantPasses>,
  ): Promise<boolean> {
    const updated = await this.db
      .update(mediaVariantPasses)
      .set(values)
      .where(and(eq(mediaVariantPasses.widths, widths), eq(mediaVariantPasses.leasedBy, holder)))
      .returning({ widths: mediaVariantPasses.widths });
    return updated.length > 0;
  }
}
