/** The endpoints `npm run bench` measures, and how each finds the ids it needs. */
/** What an endpoint's setup can use to find the ids it needs. */
export interface BenchContext {
  baseUrl: string;
  accessToken: string;
  userId: string;
  /** A request as the benchmarked member; returns the envelope's `data`, throws on an error status. */
  api<T = unknown>(pathAndQuery: string, init?: { method?: string; body?: unknown }): Promise<T>;
}

export interface BenchEndpoint {
  /** Shown in the table, e.g. `GET /api/posts/{id}`. */
  name: string;
  /** The path to load; a function when it needs ids found at run time (create or look up data with `api`). */
  path: string | ((context: BenchContext) => Promise<string>);
  auth: boolean;
}

interface PostPage {
  rows: { id: string; isLiked: 0 | 1 }[];
  count: number;
}

/** The feed's first page, two of its posts liked by the benchmarked member so that `isLiked` is not always 0. */
async function feedFirstPage(context: BenchContext): Promise<string> {
  const path = '/api/posts?page=1&limit=8';
  const feed = await context.api<PostPage>(path);
  for (const post of feed.rows.slice(1, 3)) {
    if (!post.isLiked) await context.api(`/api/posts/${post.id}/like`, { method: 'POST' });
  }
  return path;
}

/** The comments of the newest post, given at least 20 of them (one liked by the member) so the page is full. */
async function busyPostComments(context: BenchContext): Promise<string> {
  const [post] = (await context.api<PostPage>('/api/posts?page=1&limit=1')).rows;
  if (!post) throw new BenchError('The feed is empty');
  const path = `/api/comments/${post.id}`;
  const { count } = await context.api<PostPage>(path);
  for (let added = count; added < 20; added++) {
    await context.api(path, { method: 'POST', body: { content: `Benchmark comment ${added + 1}` } });
  }
  const [newest] = (await context.api<PostPage>(path)).rows;
  if (newest && !newest.isLiked) await context.api(`/api/comments/${newest.id}/like`, { method: 'POST' });
  return path;
}

/** Another member's public profile: the first result of a name search. */
async function someMemberProfile(context: BenchContext): Promise<string> {
  const [member] = (await context.api<{ rows: { id: string }[] }>('/api/user/filter?keyword=sinha&limit=1')).rows;
  if (!member) throw new BenchError('No member named Sinha to open');
  return `/api/user/profile/${member.id}`;
}

export const MATRIMONIAL_SEARCH = 'ages 24 to 32, Bihar, never married';
/** A search with a few filters whose result is well over 100 profiles. */
const MATRIMONIAL_SEARCH_PATH = `/api/matrimonial/profiles/search?${new URLSearchParams({
  ageMin: '24',
  ageMax: '32',
  state: 'Bihar',
  maritalStatus: 'NEVER_MARRIED',
})}`;

/** The first entry is the baseline every other one is compared with. Later issues add their endpoints here. */
export const endpoints: BenchEndpoint[] = [
  { name: 'GET /api/health', path: '/api/health', auth: false },
  { name: 'GET /api/user/me', path: '/api/user/me', auth: true },
  // Member search with a two-letter keyword: the trigram index cannot help below three letters (worst case).
  { name: 'GET /api/user/filter?keyword=ra', path: '/api/user/filter?keyword=ra', auth: true },
  { name: 'GET /api/user/profile/{id}', path: someMemberProfile, auth: true },
  { name: 'GET /api/posts?page=1&limit=8', path: feedFirstPage, auth: true },
  { name: 'GET /api/comments/{postId} (20 comments)', path: busyPostComments, auth: true },
  {
    // Three keywords, a state and a profession: the GIN index on the keywords, then the other filters and the ranking,
    // worked out once per member and filter (the warm-up does it) and kept 60 s; each page reads its 6 cards live.
    name: 'GET /api/community/helpers (3 keywords, a state, a profession)',
    path: `/api/community/helpers?${new URLSearchParams({
      keywords: 'Medical advice,Second medical opinion,Doctor recommendation',
      locationFilter: JSON.stringify({ states: ['Bihar'], cities: [], locations: [] }),
      profession: 'Doctor',
    })}`,
    auth: true,
  },
  // Matrimonial: the member has a marriage profile and preferences; half the members have one. Pages come from the
  // member's snapshot of the result (its first 100 ids, kept 60 s; the warm-up works it out): the cards are read live.
  // Working a result out is measured one call at a time in BENCHMARKS.md's notes: it does not fit 32 connections.
  {
    name: 'GET /api/matrimonial/profiles/recommended?page=1&limit=5',
    path: '/api/matrimonial/profiles/recommended?page=1&limit=5',
    auth: true,
  },
  { name: `GET /api/matrimonial/profiles/search (${MATRIMONIAL_SEARCH})`, path: MATRIMONIAL_SEARCH_PATH, auth: true },
];

export class BenchError extends Error {}
