import { msg } from '@lingui/core/macro';
import {
  httpUrlInput,
  META_CAPTION_MAX_LENGTH,
  metaCaptionInput,
  POST_CONTENT_MAX_LENGTH,
  postContentInput,
  SOCIAL_MEDIA_LINKS_MAX,
  type Post,
} from '@samaj/shared/posts';
import { i18n } from '@/lib/i18n';

export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const POST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export { META_CAPTION_MAX_LENGTH, POST_CONTENT_MAX_LENGTH, SOCIAL_MEDIA_LINKS_MAX };

/** What the composer and the edit dialog hold while the member writes. */
export interface PostDraft {
  content: string;
  /** A newly chosen photo. */
  image: File | null;
  /** Edit only: take the current photo off the post. */
  removeImage: boolean;
  metaUrl: string;
  metaCaption: string;
  /** A newly chosen picture for the link card (uploaded: a picture from another site would track readers). */
  metaImage: File | null;
  socialMediaLinks: string[];
}

export const emptyDraft = (): PostDraft => ({
  content: '',
  image: null,
  removeImage: false,
  metaUrl: '',
  metaCaption: '',
  metaImage: null,
  socialMediaLinks: [],
});

export function draftOf(post: Post): PostDraft {
  return {
    content: post.content,
    image: null,
    removeImage: false,
    metaUrl: post.metaUrl ?? '',
    metaCaption: post.metaCaption ?? '',
    metaImage: null,
    socialMediaLinks: post.socialMediaLinks,
  };
}

export type DraftField = 'content' | 'image' | 'metaUrl' | 'metaCaption' | 'socialMediaLinks';
export type DraftProblems = Partial<Record<DraftField, string>>;

/** Why a chosen file cannot be a post's photo, before spending the member's data on it; null when it can. */
export function imageProblem(file: File): string | null {
  if (!(POST_IMAGE_TYPES as readonly string[]).includes(file.type))
    return i18n._(msg`Choose a JPEG, PNG or WebP photo.`);
  if (file.size > POST_IMAGE_MAX_BYTES) return i18n._(msg`That photo is larger than 5 MB. Choose a smaller one.`);
  return null;
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** The API's rules, checked before sending: some text or a photo, links that are http(s), a caption only with a link. */
export function draftProblems(draft: PostDraft, { keepsPhoto = false } = {}): DraftProblems {
  const problems: DraftProblems = {};
  const content = postContentInput.safeParse(draft.content);
  const hasPhoto = draft.image !== null || (keepsPhoto && !draft.removeImage);
  if (!content.success) problems.content = firstIssue(content);
  else if (!content.data && !hasPhoto) problems.content = i18n._(msg`Write something or add a photo`);
  if (draft.image) problems.image = imageProblem(draft.image) ?? undefined;
  const url = draft.metaUrl.trim();
  // The label is part of a packages/shared message: such messages are translated whole, never piece by piece.
  if (url) problems.metaUrl = firstIssue(httpUrlInput('The link').safeParse(url));
  problems.metaCaption = firstIssue(metaCaptionInput.safeParse(draft.metaCaption));
  if (!url && draft.metaCaption.trim() && !problems.metaCaption) problems.metaCaption = i18n._(msg`Add the link first`);
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as DraftProblems;
}

/** Multipart fields of POST /posts: empty ones are left out. */
export function createPostForm(draft: PostDraft): FormData {
  const form = new FormData();
  if (draft.content.trim()) form.append('content', draft.content);
  if (draft.metaUrl.trim()) form.append('metaUrl', draft.metaUrl.trim());
  if (draft.metaCaption.trim()) form.append('metaCaption', draft.metaCaption.trim());
  if (draft.metaUrl.trim() && draft.metaImage) form.append('metaImage', draft.metaImage);
  if (draft.socialMediaLinks.length > 0) form.append('socialMediaLinks', JSON.stringify(draft.socialMediaLinks));
  if (draft.image) form.append('image', draft.image);
  return form;
}

/** Multipart fields of PUT /posts/{id}: only what changed (an empty value clears a field, an empty `image` the photo). */
export function updatePostForm(post: Post, draft: PostDraft): FormData {
  const form = new FormData();
  if (draft.content !== post.content) form.append('content', draft.content);
  if (draft.metaUrl.trim() !== (post.metaUrl ?? '')) form.append('metaUrl', draft.metaUrl.trim());
  if (draft.metaCaption.trim() !== (post.metaCaption ?? '')) form.append('metaCaption', draft.metaCaption.trim());
  if (!draft.metaUrl.trim()) {
    if (post.metaImage) form.append('metaImage', '');
  } else if (draft.metaImage) form.append('metaImage', draft.metaImage);
  if (JSON.stringify(draft.socialMediaLinks) !== JSON.stringify(post.socialMediaLinks)) {
    form.append('socialMediaLinks', JSON.stringify(draft.socialMediaLinks));
  }
  if (draft.image) form.append('image', draft.image);
  else if (draft.removeImage && post.image) form.append('image', '');
  return form;
}
