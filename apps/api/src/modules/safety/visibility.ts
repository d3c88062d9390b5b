import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { Bound } from '../../db/prepared.ts';
import { accountErasures, blocks, type comments, type posts, users } from '../../db/schema/index.ts';

/*
 * The one visibility rule: which members a viewer may see, and so see what they wrote. Every repository that lists
 * or shows members or their content (posts, comments, likes and their counts, community lists, member search and
 * profiles, matrimonial lists and profiles, interests, chats, notifications) filters with `visibleTo` or with the id
 * set it is made of, and nothing else decides it.
 *
 * A member is hidden from the viewer when either of the two has blocked the other, and from everyone while
 * suspended or banned. Both are in `hiddenMemberIds`, and every surface follows. One exception, for comments only
 * (`commentShownTo`): an erased member's comment that others answered stays, without its author, for its replies.
 */

export interface VisibilityOptions {
  /**
   * The viewer still sees the members they blocked themselves: only the chat list uses it, so that the member who
   * blocked keeps the conversation (read-only) and can lift the block from it.
   */
  keepMyBlocks?: boolean;
}

/**
 * Who is looking: their id (a value or a placeholder), or, in a statement that checks visibility many times, the viewer
 * with the hidden set that statement reads once (`HiddenOnce`).
 */
export type Viewer = Bound | HiddenOnce;

/**
 * A viewer whose hidden members a statement reads once, as the CTE `hidden_members`: the statement must declare it
 * (`db.with(viewer.hiddenMembers, …)`). A page of the feed checks visibility eight times (the page, each count, the
 * total); with the subquery written out eight times PostgreSQL spends longer planning the statement on every call
 * than running it, and a CTE referenced several times is planned and read once (docs/BENCHMARKS.md, the feed).
 */
export class HiddenOnce {
  readonly id: Bound;
  readonly hiddenMembers;

  constructor(db: DbOrTx, id: Bound) {
    this.id = id;
    this.hiddenMembers = db
      .$with('hidden_members')
      .as(db.select({ id: sql<string>`hidden.id`.as('id') }).from(sql`${hiddenMemberIds(id)} as hidden(id)`));
  }
}

/** The viewer's id, to compare a column with. */
export function idOf(viewer: Viewer): Bound {
  return viewer instanceof HiddenOnce ? viewer.id : viewer;
}

/**
 * The ids of the members hidden from the viewer, as a subquery. It is small and uncorrelated: PostgreSQL reads it once
 * per statement into a hashed set, so filtering a scan of many rows by it costs a hash probe per row.
 */
export function hiddenMemberIds(viewer: Viewer, options: VisibilityOptions = {}): SQL {
  if (viewer instanceof HiddenOnce && !options.keepMyBlocks) {
    return sql`(select ${viewer.hiddenMembers.id} from ${viewer.hiddenMembers})`;
  }
  const viewerId = idOf(viewer);
  const blockedByThem = sql`select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId}`;
  if (options.keepMyBlocks) return sql`(${blockedByThem} union all ${unlistedMemberIds})`;
  return sql`(select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId} union all ${blockedByThem}
    union all ${unlistedMemberIds})`;
}

/**
 * THE listable-member predicate, on the `users` row aliased `member`: false while the member is suspended (until a time
 * still ahead), banned, or being deleted. It is the one place that says who may be listed at all: any further reason to hide a member
 * from everyone (an account being erased) is added here, and every surface follows. A suspension past its end no
 * longer counts, whatever the row still says. Its `status <> 'ACTIVE'` part is what the partial index
 * `users_not_active_idx` covers, so the set of unlisted members is read from that small index alone.
 */
export function memberIsUnlisted(member: string): SQL {
  const row = sql.raw(member);
  // Being deleted ("Delete my account", until erased or restored): `users_erase_at_idx` covers it the same way.
  return sql`((${row}.status <> 'ACTIVE' and (${row}.status = 'BANNED' or ${row}.suspended_until > now())) or ${row}.erase_at is not null)`;
}

/** The ids of the members hidden from everyone (`memberIsUnlisted`): few. */
const unlistedMemberIds = sql`select unlisted.id from ${users} as unlisted where ${memberIsUnlisted('unlisted')}`;

/**
 * A condition: the member whose id is in `member` (a NOT NULL column or expression) is visible to the viewer.
 * `member` may be the viewer themself: one is always visible to oneself.
 */
export function visibleTo(viewer: Viewer, member: AnyPgColumn | SQL, options: VisibilityOptions = {}): SQL {
  return sql`${member} not in ${hiddenMemberIds(viewer, options)}`;
}

/** The opposite of `visibleTo`: for counting what a viewer may not see (a total worked out once for everyone). */
export function hiddenFrom(viewer: Viewer, member: AnyPgColumn | SQL): SQL {
  return sql`${member} in ${hiddenMemberIds(viewer)}`;
}

/** Whether this member exists and is visible to the viewer (for rules about one member). */
export async function isVisibleTo(db: DbOrTx, viewerId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), visibleTo(viewerId, users.id)))
    .limit(1);
  return row !== undefined;
}

/**
 * One direction of a block: `blockerId` has blocked `blockedId`. Not a visibility rule: it only tells a member which
 * of the two blocked (the chat says "unblock them to send a message" to the one who did).
 */
export function hasBlocked(blockerId: string | AnyPgColumn | SQL, blockedId: string | AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${blockerId} and ${blocks.blockedId} = ${blockedId})`;
}

/** A post or comment row: who wrote it, and when a moderator removed it (null while it stands). */
export interface ContentColumns {
  userId: AnyPgColumn;
  removedAt: AnyPgColumn;
}

/**
 * A condition: the viewer may see this post or comment. Its author must be visible to them (`visibleTo`), and content
 * a moderator removed is shown to its author alone (who sees why), to nobody else.
 */
export function contentShownTo(viewer: Viewer, content: ContentColumns): SQL {
  return sql`(${visibleTo(viewer, content.userId)} and (${content.removedAt} is null or ${content.userId} = ${idOf(viewer)}))`;
}

/** The opposite of `contentShownTo`: what a viewer may not see. */
export function contentHiddenFrom(viewer: Viewer, content: ContentColumns): SQL {
  return sql`(${hiddenFrom(viewer, content.userId)} or (${removedFrom(viewer, content)}))`;
}

/**
 * The members whose account was erased (their husk stays unlisted for good). Of what they wrote only the comments that
 * others had answered are left, reading "This comment was deleted" with no author. Few, and read once per statement.
 */
const erasedMemberIds = sql`(select ${accountErasures.id} from ${accountErasures})`;

/** A condition: this member's account was erased. */
export function isErased(member: AnyPgColumn | SQL): SQL {
  return sql`${member} in ${erasedMemberIds}`;
}

/**
 * `contentShownTo` for comments, with one exception: an erased member's comment that others answered is shown to
 * everyone (as "This comment was deleted", without its author), so that the replies under it stay readable.
 */
export function commentShownTo(viewer: Viewer, comment: ContentColumns): SQL {
  return sql`((${visibleTo(viewer, comment.userId)} or ${isErased(comment.userId)})
    and (${comment.removedAt} is null or ${comment.userId} = ${idOf(viewer)}))`;
}

/**
 * The opposite of `commentShownTo`: for counting what a viewer may not see. It is `commentByHiddenAuthor` or
 * `removedFrom`; a count over many comments takes the two parts apart (each has its own index, their `or` has none).
 */
export function commentHiddenFrom(viewer: Viewer, comment: ContentColumns): SQL {
  return sql`(${commentByHiddenAuthor(viewer, comment)} or (${removedFrom(viewer, comment)}))`;
}

/** The comment's author is hidden from the viewer (unless erased: see `commentShownTo`). */
export function commentByHiddenAuthor(viewer: Viewer, comment: ContentColumns): SQL {
  return sql`(${hiddenFrom(viewer, comment.userId)} and not ${isErased(comment.userId)})`;
}

/** Removed by a moderator and not the viewer's own: hidden from them whoever wrote it. */
export function removedFrom(viewer: Viewer, content: ContentColumns): SQL {
  return sql`${content.removedAt} is not null and ${content.userId} <> ${idOf(viewer)}`;
}

/**
 * The ids of the posts or comments that are `removedFrom` the viewer, as a subquery: few (each table has a partial
 * index of its removed rows), and uncorrelated (it reads its table under its own name, never a row of the outer
 * statement), so PostgreSQL reads them once per statement into a hashed set. For checking many rows that point at
 * content (a member's notifications) with a hash probe each rather than a lookup each. The set must stay small enough
 * to hash (work_mem: tens of thousands of ids). The same check as `not exists` anti-joins, which PostgreSQL may plan
 * either way, measured 7 times slower (79 against 554 req/s for a member with 3,000 notifications, docs/BENCHMARKS.md).
 */
export function removedContentIds(viewer: Viewer, table: typeof posts | typeof comments): SQL {
  return sql`(select ${table.id} from ${table} where ${removedFrom(viewer, table)})`;
}
