import { msg } from '@lingui/core/macro';
import { truncateGraphemes } from '@samaj/shared/graphemes';
import type { Post } from '@samaj/shared/posts';
import { i18n } from '@/lib/i18n';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export const postUrl = (id: string) => `${window.location.origin}/posts/${id}`;

/** The phone's share sheet where there is one; otherwise the link goes to the clipboard. */
export async function sharePost(post: Post): Promise<ShareOutcome> {
  const url = postUrl(post.id);
  const text = truncateGraphemes(post.content, 118);
  if (typeof navigator.share === 'function') {
    try {
      const name = post.author.fullName;
      const title = name ? i18n._(msg`${name} on Samaj`) : i18n._(msg`A member on Samaj`);
      await navigator.share({ title, text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
