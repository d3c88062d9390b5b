import { BoundedCache } from '../lib/cache.ts';
import type { ViewerRow } from './matrimonial/matrimonial.repository.ts';
import type { NameMatchCounts } from './users/users.repository.ts';

/*
 * Every in-process cache of the API, and below them the one list of what each change forgets. Each is bounded by
 * entries and by bytes (together at most 26 MiB of the heap, as `approximateBytes` estimates it, which errs high). A service that changes
 * something a cache holds reports the change (`changed(...)`); it never reaches into a cache itself. Each process has
 * its own caches: docs/ARCHITECTURE.md ("The caching layer") says what another process may serve stale, and how long.
 */

/** The ordered ids of a list's result (matches, search, community helpers...), and how many members it holds. */
export interface ResultSnapshot {
  ids: string[];
  total: number;
  /** Whether `ids` holds the whole result (then any page can be cut from it). */
  complete: boolean;
}

/** Ids kept per result: 20 pages of recommendations, 10 of search, 16 of community lists. Later pages are read directly. */
export const RESULT_SNAPSHOT_SIZE = 100;

/** Totals below these are worked out on every call, so that they stay exact while the community is small. */
const EXACT_POST_TOTAL_BELOW = 10_000;
const EXACT_NAME_MATCHES_BELOW = 1_000;

const POST_TOTAL_KEY = 'posts';

const MIB = 1024 ** 2;

export const caches = {
  /**
   * Members with a complete marriage profile as every matrimonial call reads them first (traits and partner
   * preferences): a member paging through matches would otherwise pay a round trip per page for a row that rarely
   * changes. Members without a complete profile are never kept, so completing one takes effect at once.
   */
  matrimonialViewers: new BoundedCache<ViewerRow | undefined>({
    maxEntries: 20_000,
    maxBytes: 8 * MIB,
    ttlMs: 5_000,
    keep: (viewer) => viewer?.isMatrimonialProfile === true,
  }),
  /**
   * Recent results per member and list (`resultKey`): ranking every profile of the sought gender, or every helper of
   * a keyword, costs far more than reading a page of cards, so a member paging through a list reuses the order worked
   * out for the first page (which also keeps pages consistent while members come and go). Only ids are kept: each
   * page's cards are read live, so blocks, hidden profiles, photo settings and interests apply at once. A key holds
   * everything the result depends on (the member's traits and preferences, the filters), so changing them starts a
   * new result. About 10 KB each (`approximateBytes`), so the byte bound keeps about 1,600.
   */
  results: new BoundedCache<ResultSnapshot>({ maxEntries: 2_000, maxBytes: 16 * MIB, ttlMs: 60_000 }),
  /**
   * How many posts there are, for the feed's `count`. Counting a million posts takes tens of milliseconds, more than
   * the page itself, so a large total is counted at most once per 10 s (one count at a time) and moved by this
   * process's own creates and deletes in between. Clients stop paging on a short page, so a total briefly off costs
   * at most one empty request.
   */
  postTotal: new BoundedCache<number>({
    maxEntries: 1,
    maxBytes: 1024,
    ttlMs: 10_000,
    keep: (total) => total >= EXACT_POST_TOTAL_BELOW,
  }),
  /**
   * The per-rank totals of a member search by keyword: a short keyword cannot use the trigram index, so its count
   * reads every member's name ("ra" matches a third of them), and a busy search box would do that on every key.
   */
  nameMatchCounts: new BoundedCache<NameMatchCounts>({
    maxEntries: 5_000,
    maxBytes: 2 * MIB,
    ttlMs: 30_000,
    keep: (counts) => counts.reduce((sum, count) => sum + count, 0) >= EXACT_NAME_MATCHES_BELOW,
  }),
};

/** The key of a member's result in `caches.results`: the member, then everything else the result depends on. */
export const resultKey = (viewerId: string, list: string) => `${viewerId}|${list}`;
/** Whether a key of `caches.results` is one of this member's results. */
export const isResultOf = (viewerId: string) => (key: string) => key.startsWith(`${viewerId}|`);

/** The post total, read through the cache (see `caches.postTotal`). */
export const postTotal = (countAll: () => Promise<number>) => caches.postTotal.getOrLoad(POST_TOTAL_KEY, countAll);

/** A change some cache depends on, as the service that made it reports it. */
export type Change =
  /** Anything of the member a matrimonial viewer row holds: birth date, gender, place, education, profession,
   * marriage profile, partner preferences. */
  | { type: 'member-changed'; userId: string }
  /** A block or an unblock between the two members. */
  | { type: 'block-changed'; members: [string, string] }
  /** The member marked someone not interested, or took it back. */
  | { type: 'not-interested-changed'; userId: string }
  | { type: 'post-created' }
  | { type: 'post-deleted' };

/** The invalidation list: what each change forgets. */
export function changed(change: Change): void {
  switch (change.type) {
    case 'member-changed':
      caches.matrimonialViewers.delete(change.userId);
      return;
    case 'block-changed':
      // Both members' lists are worked out again without each other.
      for (const userId of change.members) caches.results.deleteWhere(isResultOf(userId));
      return;
    case 'not-interested-changed':
      caches.results.deleteWhere(isResultOf(change.userId));
      return;
    case 'post-created':
      caches.postTotal.update(POST_TOTAL_KEY, (total) => total + 1);
      return;
    case 'post-deleted':
      caches.postTotal.update(POST_TOTAL_KEY, (total) => Math.max(0, total - 1));
      return;
  }
}
