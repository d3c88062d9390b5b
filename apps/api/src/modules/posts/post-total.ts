/** Below this many posts counting them all takes well under a millisecond, so the total is always exact. */
const ALWAYS_COUNT_BELOW = 10_000;
/** Above it, a count is reused this long (a million posts take tens of milliseconds to count). */
const REUSE_MS = 10_000;

/**
 * How many posts there are, for the feed's `count`. Counting a large table on every page would cost more than the
 * page itself, so a large total is counted at most once per REUSE_MS per process (one count at a time) and moved by
 * this process's own creates and deletes in between; other processes' posts show up in it within REUSE_MS.
 * Clients also stop paging on a short page, so a total that is briefly off costs at most one empty request.
 */
export class PostTotal {
  private readonly countAll: () => Promise<number>;
  private value: number | undefined;
  private countedAt = 0;
  private counting: Promise<number> | undefined;

  constructor(countAll: () => Promise<number>) {
    this.countAll = countAll;
  }

  async get(): Promise<number> {
    const fresh = Date.now() - this.countedAt < REUSE_MS;
    if (this.value !== undefined && this.value >= ALWAYS_COUNT_BELOW && fresh) return this.value;
    this.counting ??= this.countAll().then(
      (value) => {
        this.value = value;
        this.countedAt = Date.now();
        this.counting = undefined;
        return value;
      },
      (error: unknown) => {
        this.counting = undefined;
        throw error;
      },
    );
    return this.counting;
  }

  /** A post was created (+1) or deleted (-1) by this process. */
  adjust(change: number): void {
    if (this.value !== undefined) this.value = Math.max(0, this.value + change);
  }
}
