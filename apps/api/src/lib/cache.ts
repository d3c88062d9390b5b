export interface CacheOptions<V> {
  /** Entries kept at most; past it the least recently used entry goes first. */
  maxEntries: number;
  /** How long an entry is served after it was stored. */
  ttlMs: number;
  /** Stores only the values this accepts (only large totals, only complete profiles); the others are loaded each time. */
  keep?: (value: V) => boolean;
  /** The time, in milliseconds (tests give their own clock). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/** A load under way; `dropped` when its key was deleted meanwhile, so that what it read is not stored. */
interface Load<V> {
  promise: Promise<V>;
  dropped: boolean;
}

/**
 * A small in-process cache: bounded in size (least recently used out first) and in time (`ttlMs`), with one load at a
 * time per key. Every cache of the API is one of these, declared with its invalidations in `modules/caches.ts`.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loads = new Map<string, Load<V>>();
  private readonly options: Required<Omit<CacheOptions<V>, 'keep'>> & Pick<CacheOptions<V>, 'keep'>;

  constructor(options: CacheOptions<V>) {
    this.options = { now: Date.now, ...options };
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.options.now()) return undefined;
    this.entries.set(key, entry); // Most recently used last.
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.options.keep && !this.options.keep(value)) return;
    this.entries.set(key, { value, expiresAt: this.options.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** The value, or what `load` gives when there is none (stored as `set` would); callers at once share one load. */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const running = this.loads.get(key);
    if (running) return running.promise;
    const started: Load<V> = {
      dropped: false,
      promise: load().then(
        (value) => {
          this.endLoad(key, started);
          if (!started.dropped) this.set(key, value);
          return value;
        },
        (error: unknown) => {
          this.endLoad(key, started);
          throw error;
        },
      ),
    };
    this.loads.set(key, started);
    return started.promise;
  }

  /** Changes a stored value in place (keeping its expiry); nothing when there is none. */
  update(key: string, change: (value: V) => V): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = change(entry.value);
  }

  delete(key: string): void {
    this.deleteWhere((candidate) => candidate === key);
  }

  /** Deletes the entries whose key passes `test`, and keeps loads of such keys under way from storing their value. */
  deleteWhere(test: (key: string) => boolean): void {
    for (const key of this.entries.keys()) {
      if (test(key)) this.entries.delete(key);
    }
    for (const [key, load] of this.loads) {
      if (!test(key)) continue;
      load.dropped = true;
      this.loads.delete(key);
    }
  }

  private endLoad(key: string, load: Load<V>): void {
    if (this.loads.get(key) === load) this.loads.delete(key);
  }
}
