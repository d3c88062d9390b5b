import type { NameMatchCounts } from './users.repository.ts';

/** Totals up to this size are counted on every search, so that they stay exact while the community is small. */
const ALWAYS_COUNT_BELOW = 1_000;
/** A larger total ("ra" matches a third of all names) is reused this long: counting it reads every name. */
const REUSE_MS = 30_000;
/** Keywords remembered per process; the oldest is forgotten first. */
const MAX_KEYWORDS = 5_000;

interface Entry {
  counts: NameMatchCounts;
  countedAt: number;
}

/**
 * The per-rank totals of a member search, shared by every caller of this process. A short keyword cannot use the
 * trigram index, so its count reads every member's name; a busy search box would otherwise do that on every key.
 * One count runs at a time per keyword. Members who joined since show up in a large total within REUSE_MS.
 */
export class NameMatchCountCache {
  private readonly entries = new Map<string, Entry>();
  private readonly counting = new Map<string, Promise<NameMatchCounts>>();

  get(keyword: string, count: () => Promise<NameMatchCounts>): Promise<NameMatchCounts> {
    const entry = this.entries.get(keyword);
    if (entry && isLarge(entry.counts) && Date.now() - entry.countedAt < REUSE_MS) return Promise.resolve(entry.counts);
    const running = this.counting.get(keyword);
    if (running) return running;
    const started = count().then(
      (counts) => {
        this.remember(keyword, counts);
        this.counting.delete(keyword);
        return counts;
      },
      (error: unknown) => {
        this.counting.delete(keyword);
        throw error;
      },
    );
    this.counting.set(keyword, started);
    return started;
  }

  private remember(keyword: string, counts: NameMatchCounts) {
    this.entries.delete(keyword);
    if (!isLarge(counts)) return;
    if (this.entries.size >= MAX_KEYWORDS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(keyword, { counts, countedAt: Date.now() });
  }
}

const isLarge = (counts: NameMatchCounts) => counts.reduce((sum, count) => sum + count, 0) >= ALWAYS_COUNT_BELOW;
