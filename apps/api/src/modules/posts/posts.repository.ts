import { PAGE_SIZE } from '@samaj/shared';
import { and, eq, isNull, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { totalOf } from '../../db/paging.ts';
import { inlineNumber, placeholderFor } from '../../db/prepared.ts';
import { postLikes, posts, users } from '../../db/schema/index.ts';
import {
  avatarSeenBy,
  contentShownTo,
  HiddenOnce,
  hiddenFrom,
  idOf,
  removedFrom,
  type Viewer,
  visibleTo,
} from '../safety/index.ts';
import { newestFirst } from './sql.ts';
import { postLikeTables, toggleLikeOn } from './toggle-like.ts';
import { visiblePostComments, visiblePostLikes } from './visible-counts.ts';

export interface PostValues {
  content: string;
  image: string | null;
  metaUrl: string | null;
  metaCaption: string | null;
  metaImage: string | null;
  socialMediaLinks: string[];
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The columns of a post, `isLiked` and the counts computed for the viewer in the same query. */
function postColumns(db: DbOrTx, viewer: Viewer) {
  const viewerId = idOf(viewer);
  return {
    id: posts.id,
    userId: posts.userId,
    author: { id: users.id, fullName: users.fullName, image: avatarSeenBy(viewerId), isVerified: users.isVerified },
    content: posts.content,
    image: posts.image,
    metaImage: posts.metaImage,
    metaCaption: posts.metaCaption,
    metaUrl: posts.metaUrl,
    socialMediaLinks: posts.socialMediaLinks,
    isLiked: sql<number>`(exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId}))::int`,
    likesCount: visiblePostLikes(db, viewer),
    commentsCount: visiblePostComments(db, viewer),
    removedAt: posts.removedAt,
    removalNote: posts.removalNote,
    createdAt: posts.createdAt,
    updatedAt: posts.updatedAt,
  };
}

export type PostRow = NonNullable<Awaited<ReturnType<PostsRepository['findVisible']>>>;

/** `posts` again, for counts computed in the same statement as a page. */
const countedPosts = alias(posts, 'counted_posts');

const viewerIdParam = placeholderFor('viewerId');

/**
 * How many posts the feed's total (every post) must leave out for the viewer: those of members hidden from them, and
 * those moderators removed that are not theirs. Two counts, each read from its own index (`posts_author_idx` by the
 * hidden members, the partial `posts_removed_idx`), rather than one `or` that would scan every post.
 */
function hiddenFromFeed(db: DbOrTx, viewer: Viewer) {
  const removed = sql`${removedFrom(viewer, countedPosts)} and ${visibleTo(viewer, countedPosts.userId)}`;
  return sql<number>`(${totalOf(db, countedPosts, hiddenFrom(viewer, countedPosts.userId))} + ${totalOf(db, countedPosts, removed)})`;
}

/**
 * The feed query, prepared (its SQL is built once and PostgreSQL keeps it parsed). The page's ids come first, then
 * their columns, authors and likes: the rows an OFFSET skips cost an index entry and a block check each, not joins
 * (page 1,000 of a million posts: ~10 ms instead of ~230 ms).
 */
function prepareFeed(db: DbOrTx, name: string, limit: number | Placeholder, offset: number | Placeholder) {
  const viewer = new HiddenOnce(db, viewerIdParam);
  const page = db.$with('feed_page').as(
    db
      .select({ id: posts.id, createdAt: posts.createdAt })
      .from(posts)
      .where(contentShownTo(viewer, posts))
      .orderBy(...newestFirst(posts.createdAt, posts.id))
      .limit(limit)
      .offset(offset),
  );
  return db
    .with(viewer.hiddenMembers, page)
    .select({
      ...postColumns(db, viewer),
      hidden: hiddenFromFeed(db, viewer),
    })
    .from(page)
    .innerJoin(posts, eq(posts.id, page.id))
    .innerJoin(users, eq(users.id, posts.userId))
    .orderBy(...newestFirst(page.createdAt, page.id))
    .prepare(name);
}

type FeedStatement = ReturnType<typeof prepareFeed>;

/**
 * The app's pages of the feed that get a statement of their own, with the offset in its text: with `OFFSET $1`
 * PostgreSQL's one-for-all plan assumes a tenth of the table is skipped, so it planned each later page anew (about
 * 1 ms; page 3 ran at half the first page's rate). The app asks for pages of `PAGE_SIZE.posts`; these are the pages a
 * member scrolls through in one sitting. Other windows take the general statement.
 */
const FEED_PAGES_PLANNED_ONCE = 10;

export class PostsRepository {
  private readonly db: DbOrTx;
  /** Any page of the feed. */
  private readonly feedStatement: FeedStatement;
  /**
   * First pages, the ones opened most, one statement per limit asked for (1 to 50), and the app's next pages
   * (`FEED_PAGES_PLANNED_ONCE`), each planned once.
   */
  private readonly feedPagesPlannedOnce = new Map<string, FeedStatement>();

  constructor(db: DbOrTx) {
    this.db = db;
    this.feedStatement = prepareFeed(db, 'posts_feed_page', sql.placeholder('limit'), sql.placeholder('offset'));
  }

  /** A post the viewer may see (`contentShownTo`: its author is visible to them, and a removed post only its author). */
  async findVisible(id: string, viewerId: string) {
    const [row] = await this.db
      .select(postColumns(this.db, viewerId))
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(and(eq(posts.id, id), contentShownTo(viewerId, posts)))
      .limit(1);
    return row;
  }

  /**
   * A page of the feed, newest first, in one query: the page walks `posts_feed_idx` from the top and stops after its
   * rows; `hidden` (counted once, as an InitPlan) is how many posts of hidden members the total must leave out.
   */
  feedPage(viewerId: string, { limit, offset }: PageWindow) {
    const plannedOnce = offset === 0 || (limit === PAGE_SIZE.posts && offset < limit * FEED_PAGES_PLANNED_ONCE);
    if (!plannedOnce) return this.feedStatement.execute({ viewerId, limit, offset });
    const name = offset === 0 ? `posts_feed_first_${limit}` : `posts_feed_${limit}_from_${offset}`;
    let statement = this.feedPagesPlannedOnce.get(name);
    if (!statement) {
      statement = prepareFeed(this.db, name, inlineNumber(limit), inlineNumber(offset));
      this.feedPagesPlannedOnce.set(name, statement);
    }
    return statement.execute({ viewerId });
  }

  async countHiddenFromFeed(viewerId: string): Promise<number> {
    const [row] = await this.db.select({ count: hiddenFromFeed(this.db, viewerId) }).from(sql`(select 1) as one`);
    return row?.count ?? 0;
  }

  /** Every post, whoever wrote it: the feed's total before leaving out hidden members. */
  async countAll(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(posts);
    return row?.count ?? 0;
  }

  /** The viewer's own posts, newest first, with their total, in one query (`posts_author_idx`). */
  async authoredPage(viewerId: string, { limit, offset }: PageWindow) {
    const mine = eq(posts.userId, viewerId);
    return this.db
      .select({
        ...postColumns(this.db, viewerId),
        total: totalOf(this.db, countedPosts, eq(countedPosts.userId, viewerId)),
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(mine)
      .orderBy(...newestFirst(posts.createdAt, posts.id))
      .limit(limit)
      .offset(offset);
  }

  async countAuthored(viewerId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(posts)
      .where(eq(posts.userId, viewerId));
    return row?.count ?? 0;
  }

  /** Posts the viewer liked, most recently liked first (`post_likes_user_idx`), with their total, in one query. */
  async likedPage(viewerId: string, { limit, offset }: PageWindow) {
    const countedLikes = alias(postLikes, 'counted_likes');
    const likedTotal = sql<number>`(${this.db
      .select({ count: sql`count(*)::int` })
      .from(countedLikes)
      .innerJoin(countedPosts, eq(countedPosts.id, countedLikes.postId))
      .where(and(eq(countedLikes.userId, viewerId), contentShownTo(viewerId, countedPosts)))})`;
    return this.db
      .select({ ...postColumns(this.db, viewerId), total: likedTotal })
      .from(postLikes)
      .innerJoin(posts, eq(posts.id, postLikes.postId))
      .innerJoin(users, eq(users.id, posts.userId))
      .where(and(eq(postLikes.userId, viewerId), contentShownTo(viewerId, posts)))
      .orderBy(...newestFirst(postLikes.createdAt, postLikes.postId))
      .limit(limit)
      .offset(offset);
  }

  async countLiked(viewerId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(postLikes)
      .innerJoin(posts, eq(posts.id, postLikes.postId))
      .where(and(eq(postLikes.userId, viewerId), contentShownTo(viewerId, posts)));
    return row?.count ?? 0;
  }

  async insert(userId: string, values: PostValues): Promise<string> {
    const [row] = await this.db
      .insert(posts)
      .values({ userId, ...values })
      .returning({ id: posts.id });
    return row!.id;
  }

  /**
   * Changes the author's post and returns the image paths it no longer uses; undefined when the author has no such
   * post. The row lock makes two edits at once each see the other's images.
   */
  async update(id: string, authorId: string, values: Partial<PostValues>) {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ image: posts.image, metaImage: posts.metaImage })
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.userId, authorId)))
        .for('update');
      if (!before) return undefined;
      const [after] = await tx
        .update(posts)
        .set(values)
        .where(eq(posts.id, id))
        .returning({ image: posts.image, metaImage: posts.metaImage });
      const kept = new Set([after!.image, after!.metaImage]);
      return [before.image, before.metaImage].filter((path): path is string => path !== null && !kept.has(path));
    });
  }

  /** Deletes the author's post (its likes and comments go with it by cascade); returns its image paths, if any. */
  async delete(id: string, authorId: string) {
    const [row] = await this.db
      .delete(posts)
      .where(and(eq(posts.id, id), eq(posts.userId, authorId)))
      .returning({ image: posts.image, metaImage: posts.metaImage });
    return row && [row.image, row.metaImage].filter((path): path is string => path !== null);
  }

  /**
   * Likes the post for the member, or takes the like back (`toggleLike`). Undefined when the viewer may not see the
   * post, or a moderator removed it (not even its author may like it then).
   */
  toggleLike(postId: string, viewerId: string) {
    return toggleLikeOn(this.db, postLikeTables, { likedId: postId, viewerId }, async (tx) => {
      const [target] = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.id, postId), visibleTo(viewerId, posts.userId), isNull(posts.removedAt)))
        .for('no key update');
      return target !== undefined || undefined;
    });
  }
}
