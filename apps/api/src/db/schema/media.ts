import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * The pass that makes the smaller copies of photos stored before they existed (`npm run media:variants`, also run by
 * every API process in the background): one row per list of widths (`480,720`), so that a new width starts a new
 * pass. `source`/`after` say where the pass stands: the column it walks (see `VARIANT_SOURCES`) and the last key done
 * there. Only the process holding the lease (`leasedBy` until `leasedUntil`) walks; it renews it after every batch.
 */
export const mediaVariantPasses = pgTable('media_variant_passes', {
  widths: text('widths').primaryKey(),
  source: text('source').notNull(),
  after: text('after'),
  /** Stored photos looked at, copies made, photos skipped (missing or unreadable): for the command's report. */
  checked: integer('checked').notNull().default(0),
  made: integer('made').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  leasedBy: uuid('leased_by'),
  leasedUntil: timestamp('leased_until', { withTimezone: true, mode: 'date' }),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});
