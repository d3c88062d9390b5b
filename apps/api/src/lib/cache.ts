export interface CacheOptions<V> {
  /** Entries kept at most; past it the least recently used entry goes first. */
  maxEntries: number;
  /**
   * Bytes kept at most (keys and values, as `approximateBytes` estimates them); past it the least recently used
   * entries go first, so a cache of large values cannot hold `maxEntries` of them.
   */
  maxBytes: number;
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
  bytes: number;
}

/** A `Map` entry, its record and the key's string header, beyond the key's characters and the value. */
const ENTRY_OVERHEAD_BYTES = 96;

/**
 * An upper estimate of the heap bytes a value holds (V8's layout, 64-bit with pointer compression off): strings at
 * two bytes a character, 8 bytes per property or element slot plus each object's header. Strings and objects shared
 * with other values are counted in each, so the figure errs high, which is the safe side for a bound.
 */
export function approximateBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return 16 + value.length * 2;
    case 'object': {
      if (value === null) return 8;
      if (value instanceof Date) return 32;
      if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + 8 + approximateBytes(item), 32);
      let bytes = 32;
      for (const item of Object.values(value)) bytes += 8 + approximateBytes(item); // Property names are shared.
      return bytes;
    }
    case 'bigint':
      return 24;
    case 'number':
      return 16; // A double outside a small integer's range is a boxed number of its own.
    default:
      return 8; // Booleans, undefined: a slot.
  }
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
  private bytes = 0;
  private readonly options: Required<Omit<CacheOptions<V>, 'keep'>> & Pick<CacheOptions<V>, 'keep'>;

  constructor(options: CacheOptions<V>) {
    this.options = { now: Date.now, ...options };
  }

  get size(): number {
    return this.entries.size;
  }

  /** The estimated bytes held (`approximateBytes` of the keys and values). */
  get byteSize(): number {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.options.now()) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry); // Most recently used last.
    return entry.value;
  }

  set(key: string, value: V): void {
    this.remove(key);
    if (this.options.keep && !this.options.keep(value)) return;
    const bytes = entryBytes(key, value);
    if (bytes > this.options.maxBytes) return; // Would push out everything else and still not fit.
    this.entries.set(key, { value, expiresAt: this.options.now() + this.options.ttlMs, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
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
    if (!entry) return;
    entry.value = change(entry.value);
    const bytes = entryBytes(key, entry.value);
    this.bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    if (this.bytes > this.options.maxBytes) this.remove(key);
  }

  delete(key: string): void {
    this.deleteWhere((candidate) => candidate === key);
  }

  /** Deletes the entries whose key passes `test`, and keeps loads of such keys under way from storing their value. */
  deleteWhere(test: (key: string) => boolean): void {
    for (const key of this.entries.keys()) {
      if (test(key)) this.remove(key);
    }
    for (const [key, load] of this.loads) {
      if (!test(key)) continue;
      load.dropped = true;
      this.loads.delete(key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private endLoad(key: string, load: Load<V>): void {
    if (this.loads.get(key) === load) this.loads.delete(key);
  }
}

const entryBytes = (key: string, value: unknown) => ENTRY_OVERHEAD_BYTES + key.length * 2 + approximateBytes(value);
