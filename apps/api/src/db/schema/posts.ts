import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, textList, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const posts = pgTable(
  'posts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, rendered as text; may be empty when the post is only an image. */
    content: text('content').notNull().default(''),
    image: text('image'),
    metaUrl: text('meta_url'),
    metaCaption: text('meta_caption'),
    metaImage: text('meta_image'),
    socialMediaLinks: textList('social_media_links'),
    /** Kept in step with post_likes / comments in the same transaction as each change. */
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** Set when a moderator removes it: hidden from everyone but its author, who sees the note. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removalNote: text('removal_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('posts_feed_idx').on(table.createdAt.desc(), table.id.desc()),
    index('posts_author_idx').on(table.userId, table.createdAt.desc()),
    /** Is a stored file still used (before deleting it): most posts have no photo, so only those with one. */
    index('posts_image_idx').on(table.image).where(sql`${table.image} is not null`),
    index('posts_meta_image_idx').on(table.metaImage).where(sql`${table.metaImage} is not null`),
    /** The few removed posts, counted apart from the feed's total. */
    index('posts_removed_idx').on(table.userId).where(sql`${table.removedAt} is not null`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] }), index('post_likes_user_idx').on(table.userId, table.createdAt.desc())],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** Null for a comment on the post; the comment it answers for a reply (one level). */
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    /** Set when a moderator removes it: hidden from everyone but its author, who sees the note. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removalNote: text('removal_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('comments_post_idx').on(table.postId, table.createdAt.desc()).where(sql`${table.parentId} is null`),
    index('comments_replies_idx').on(table.parentId, table.createdAt.desc()),
    // Leads with the author, so it serves what the author-only index did (a member's comments, the cascade when an
    // account goes), and also the count of a post's comments by members hidden from the viewer.
    index('comments_author_post_idx').on(table.userId, table.postId),
    /** The few removed comments: whether there are any decides if counts need correcting at all. */
    index('comments_removed_idx').on(table.postId).where(sql`${table.removedAt} is not null`),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);
