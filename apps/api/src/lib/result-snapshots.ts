/** The ordered ids of a list's result (matches, search, community helpers...), and how many members it holds. */
export interface ResultSnapshot {
  ids: string[];
  total: number;
  /** Whether `ids` holds the whole result (then any page can be cut from it). */
  complete: boolean;
}

/** How long a member pages through the same result before it is worked out again. */
export const SNAPSHOT_TTL_MS = 60_000;
/** Ids kept per result: 20 pages of recommendations, 10 of search, 16 of community lists. Later pages are read directly. */
export const SNAPSHOT_SIZE = 100;
/** Results kept in one process, the least recently used dropped first (about 8 KB each). */
const MAX_SNAPSHOTS = 2_000;

/**
 * Recent results per member and query, in this process. Ranking every profile of the sought gender (or every
 * helper of a keyword) costs far more than reading a page of cards, so a member paging through a list reuses the
 * order worked out for the first page (which also keeps the pages consistent while members come and go). Only ids
 * are kept: each page's cards are read live, so blocks, hidden profiles, photo settings and interests apply at once.
 * A key includes everything the result depends on (the area, the member's traits and preferences, the filters), so
 * a change of preferences starts a new result. Blocking forgets the results of both members.
 */
export class ResultSnapshots {
  private readonly entries = new Map<string, { snapshot: ResultSnapshot; expiresAt: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  constructor(options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.ttlMs = options.ttlMs ?? SNAPSHOT_TTL_MS;
    this.maxEntries = options.maxEntries ?? MAX_SNAPSHOTS;
  }

  get(viewerId: string, key: string, now = Date.now()): ResultSnapshot | undefined {
    const fullKey = `${viewerId}|${key}`;
    const entry = this.entries.get(fullKey);
    if (!entry) return undefined;
    this.entries.delete(fullKey);
    if (entry.expiresAt <= now) return undefined;
    this.entries.set(fullKey, entry); // Most recently used last.
    return entry.snapshot;
  }

  set(viewerId: string, key: string, snapshot: ResultSnapshot, now = Date.now()): void {
    const fullKey = `${viewerId}|${key}`;
    this.entries.delete(fullKey);
    this.entries.set(fullKey, { snapshot, expiresAt: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops every result of these members (after a block or an unblock between them). */
  forget(...viewerIds: string[]): void {
    const prefixes = viewerIds.map((id) => `${id}|`);
    for (const key of this.entries.keys()) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.entries.delete(key);
    }
  }
}

/** One per process, shared by the matrimonial and community lists: a block forgets both members' results. */
export const resultSnapshots = new ResultSnapshots();
