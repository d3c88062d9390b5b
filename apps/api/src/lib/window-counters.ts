import type { Redis } from 'ioredis';

export interface WindowCount {
  /** Events of the subject from every source. */
  total: number;
  /** Events of the subject from the source asked about. */
  fromSource: number;
  /** Until the subject's window ends and its counts start again from zero (0 when nothing is counted). */
  retryAfterMs: number;
}

/**
 * Events counted per subject (e.g. a phone number), in total and per source (an address), in a fixed window that
 * starts with the subject's first event. Unlike a rate limiter's counters these can be read without counting, and
 * forgotten (a successful login, a completed reset).
 */
export interface WindowCounters {
  add(subject: string, source: string, windowMs: number): Promise<void>;
  read(subject: string, source: string): Promise<WindowCount>;
  /** Forgets one source's events of a subject; without a source, all of the subject's events. */
  clear(subject: string, source?: string): Promise<void>;
}

const TOTAL = '*';

/** One process: a Map, swept of ended windows when it grows. */
export class MemoryWindowCounters implements WindowCounters {
  private readonly subjects = new Map<string, { endsAt: number; counts: Map<string, number> }>();
  private readonly maxSubjects: number;

  constructor(maxSubjects = 100_000) {
    this.maxSubjects = maxSubjects;
  }

  async add(subject: string, source: string, windowMs: number): Promise<void> {
    let entry = this.live(subject);
    if (!entry) {
      if (this.subjects.size >= this.maxSubjects) this.sweep();
      entry = { endsAt: Date.now() + windowMs, counts: new Map() };
      this.subjects.set(subject, entry);
    }
    for (const key of [source, TOTAL]) entry.counts.set(key, (entry.counts.get(key) ?? 0) + 1);
  }

  async read(subject: string, source: string): Promise<WindowCount> {
    const entry = this.live(subject);
    if (!entry) return { total: 0, fromSource: 0, retryAfterMs: 0 };
    return { total: entry.counts.get(TOTAL) ?? 0, fromSource: entry.counts.get(source) ?? 0, retryAfterMs: entry.endsAt - Date.now() };
  }

  async clear(subject: string, source?: string): Promise<void> {
    if (source === undefined) this.subjects.delete(subject);
    else this.subjects.get(subject)?.counts.delete(source);
  }

  private live(subject: string) {
    const entry = this.subjects.get(subject);
    if (entry && entry.endsAt <= Date.now()) {
      this.subjects.delete(subject);
      return undefined;
    }
    return entry;
  }

  /** Drops ended windows, then, if still full, the oldest subjects (a Map keeps insertion order). */
  private sweep() {
    const now = Date.now();
    for (const [subject, entry] of this.subjects) if (entry.endsAt <= now) this.subjects.delete(subject);
    for (const subject of this.subjects.keys()) {
      if (this.subjects.size < this.maxSubjects) break;
      this.subjects.delete(subject);
    }
  }
}

/** Shared by every process: one Redis hash per subject, expiring with its window. */
export class RedisWindowCounters implements WindowCounters {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = prefix;
  }

  async add(subject: string, source: string, windowMs: number): Promise<void> {
    const key = this.prefix + subject;
    await this.redis.multi().hincrby(key, source, 1).hincrby(key, TOTAL, 1).pexpire(key, windowMs, 'NX').exec();
  }

  async read(subject: string, source: string): Promise<WindowCount> {
    const key = this.prefix + subject;
    const results = await this.redis.multi().hmget(key, TOTAL, source).pttl(key).exec();
    const [total, fromSource] = (results?.[0]?.[1] as (string | null)[] | undefined) ?? [];
    const ttl = Number(results?.[1]?.[1] ?? 0);
    return { total: Number(total ?? 0), fromSource: Number(fromSource ?? 0), retryAfterMs: Math.max(0, ttl) };
  }

  async clear(subject: string, source?: string): Promise<void> {
    const key = this.prefix + subject;
    await (source === undefined ? this.redis.del(key) : this.redis.hdel(key, source));
  }
}
