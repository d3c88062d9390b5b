import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { uuidParam } from './envelope.ts';
import { pageQuery } from './pagination.ts';
import { atMost, lineText, multilineText } from './text.ts';

export const POST_CONTENT_MAX_LENGTH = 5000;
export const COMMENT_CONTENT_MAX_LENGTH = 2000;
export const META_CAPTION_MAX_LENGTH = 300;
export const LINK_MAX_LENGTH = 2048;
export const SOCIAL_MEDIA_LINKS_MAX = 10;

/**
 * An absolute http:// or https:// address with a host and no spaces: no javascript:, data: or mailto: links, and no
 * `user@` before the host (`https://bank.example@evil.example` is a classic disguise).
 */
const HTTP_URL = /^https?:\/\/[^\s/?#@:]+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

export const httpUrlInput = (label: string) =>
  lineText(`${label} must be a link`)
    .trim()
    .max(LINK_MAX_LENGTH, `${label} must be at most ${LINK_MAX_LENGTH} characters`)
    .refine(isHttpUrl, `${label} must be a link starting with http:// or https://`);

/** A form field that may be left empty: blank becomes null. */
const optionalHttpUrl = (label: string) =>
  lineText(`${label} must be a link`)
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const parsed = httpUrlInput(label).safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      return parsed.data;
    });

/** Post text: trimmed, at most 5,000 characters; may be empty when the post has an image (the API checks that). */
export const postContentInput = multilineText('Content must be text')
  .trim()
  .refine(atMost(POST_CONTENT_MAX_LENGTH), `A post can be at most ${POST_CONTENT_MAX_LENGTH} characters`);

export const metaCaptionInput = multilineText('The link caption must be text')
  .trim()
  .refine(atMost(META_CAPTION_MAX_LENGTH), `The link caption can be at most ${META_CAPTION_MAX_LENGTH} characters`)
  .transform((value) => value || null);

export const socialMediaLinksInput = z
  .array(httpUrlInput('Each social media link'), { message: 'socialMediaLinks must be a list of links' })
  .max(SOCIAL_MEDIA_LINKS_MAX, `At most ${SOCIAL_MEDIA_LINKS_MAX} social media links`)
  .transform((links) => [...new Set(links)]);

/** `socialMediaLinks` arrives in the multipart form as JSON text: `["https://…", …]`; empty means none. */
const socialMediaLinksJson = lineText('socialMediaLinks must be JSON text')
  .transform((text, ctx) => {
    if (text.trim() === '') return [];
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'socialMediaLinks must be a JSON list of links, like ["https://…"]' });
      return z.NEVER;
    }
  })
  .pipe(socialMediaLinksInput);

/**
 * The text fields of POST /posts and PUT /posts/{id} (multipart). A missing field is left as it is on edit;
 * an empty one clears it. `image` and `metaImage` (the link card's picture) are uploaded files; as an empty text field
 * they remove the photo on edit. A link to an image elsewhere is refused: readers' phones would fetch it from that
 * address (a tracking pixel).
 */
export const postFormFields = z.object({
  content: postContentInput.optional(),
  metaUrl: optionalHttpUrl('The link').optional(),
  metaCaption: metaCaptionInput.optional(),
  metaImage: z
    .literal('', {
      message: 'Upload the link image as a photo file (JPEG, PNG or WebP), or an empty value to remove it',
    })
    .transform(() => null)
    .optional(),
  socialMediaLinks: socialMediaLinksJson.optional(),
  image: z.literal('', { message: 'Send the photo as a file, or an empty value to remove it' }).optional(),
});
export type PostFormFields = z.output<typeof postFormFields>;

export const commentBody = z.object({
  content: multilineText('Write a comment')
    .trim()
    .min(1, 'Write a comment')
    .refine(atMost(COMMENT_CONTENT_MAX_LENGTH), `A comment can be at most ${COMMENT_CONTENT_MAX_LENGTH} characters`),
});
export type CommentBody = z.input<typeof commentBody>;

export const postListQuery = pageQuery(PAGE_SIZE.posts);
export type PostListQuery = z.output<typeof postListQuery>;
export const commentListQuery = pageQuery(PAGE_SIZE.comments);
export type CommentListQuery = z.output<typeof commentListQuery>;

export const postIdParams = z.object({ id: uuidParam });
export const commentsOfPostParams = z.object({ postId: uuidParam });
export const commentIdParams = z.object({ commentId: uuidParam });

/** Who wrote a post or comment. */
export const author = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  image: z.string().nullable(),
  /** A moderator checked this member: a tick beside the name. */
  isVerified: z.boolean(),
});
export type Author = z.infer<typeof author>;

/**
 * Set only for the author of a post or comment a moderator removed (nobody else is given it): the note they wrote.
 */
export const removedByModerators = z.object({ note: z.string() }).nullable();

/** `isLiked` is 0 or 1 for the caller. */
const likedFlag = z.union([z.literal(0), z.literal(1)]);

export const post = z.object({
  id: z.string(),
  userId: z.string(),
  author,
  content: z.string(),
  image: z.string().nullable(),
  metaImage: z.string().nullable(),
  metaCaption: z.string().nullable(),
  metaUrl: z.string().nullable(),
  socialMediaLinks: z.array(z.string()),
  isLiked: likedFlag,
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  removedByModerators,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof post>;

export const postList = z.object({ rows: z.array(post), count: z.number().int() });
export type PostList = z.infer<typeof postList>;

export const comment = z.object({
  id: z.string(),
  postId: z.string(),
  /** Null for a comment on the post; the top-level comment it answers for a reply. */
  parentId: z.string().nullable(),
  author,
  content: z.string(),
  isLiked: likedFlag,
  likesCount: z.number().int(),
  repliesCount: z.number().int(),
  removedByModerators,
  createdAt: z.string(),
});
export type Comment = z.infer<typeof comment>;

export const commentList = z.object({ rows: z.array(comment), count: z.number().int() });
export type CommentList = z.infer<typeof commentList>;

export const likeResult = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type LikeResult = z.infer<typeof likeResult>;
