import { MEDIA_URL_PREFIX } from '../media/index.ts';
import type { Comment, Post } from '@samaj/shared/posts';

interface AuthorColumns {
  id: string;
  fullName: string | null;
  image: string | null;
  isVerified: boolean;
}

export interface PostColumns {
  id: string;
  userId: string;
  author: AuthorColumns;
  content: string;
  image: string | null;
  metaImage: string | null;
  metaCaption: string | null;
  metaUrl: string | null;
  socialMediaLinks: string[];
  isLiked: number;
  likesCount: number;
  commentsCount: number;
  removedAt: Date | null;
  removalNote: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface CommentColumns {
  id: string;
  postId: string;
  parentId: string | null;
  author: AuthorColumns;
  /** An erased member's comment that others answered: "This comment was deleted", shown without its author. */
  authorErased: boolean;
  content: string;
  isLiked: number;
  likesCount: number;
  repliesCount: number;
  removedAt: Date | null;
  removalNote: string | null;
  createdAt: Date;
}

/** Only the author is ever given a removed post or comment: they see that moderators removed it, and why. */
const removalOf = (row: { removedAt: Date | null; removalNote: string | null }) =>
  row.removedAt ? { note: row.removalNote ?? '' } : null;

/** A post as the API answers it (`post` in packages/shared/src/posts.ts). */
/** Older posts may name a link image on another site: it is not shown (a reader's phone would fetch it from there). */
const ownLinkImage = (image: string | null) => (image?.startsWith(MEDIA_URL_PREFIX) ? image : null);

export function toPost(row: PostColumns): Post {
  return {
    id: row.id,
    userId: row.userId,
    author: { ...row.author },
    content: row.content,
    image: row.image,
    metaImage: ownLinkImage(row.metaImage),
    metaCaption: row.metaCaption,
    metaUrl: row.metaUrl,
    socialMediaLinks: row.socialMediaLinks,
    isLiked: row.isLiked ? 1 : 0,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    removedByModerators: removalOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A comment as the API answers it (`comment` in packages/shared/src/posts.ts). */
export function toComment(row: CommentColumns): Comment {
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    author: row.authorErased ? null : { ...row.author },
    content: row.content,
    isLiked: row.isLiked ? 1 : 0,
    likesCount: row.likesCount,
    repliesCount: row.repliesCount,
    removedByModerators: removalOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}
