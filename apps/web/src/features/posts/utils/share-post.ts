import type { Post } from '@samaj/shared/posts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export const postUrl = (id: string) => `${window.location.origin}/posts/${id}`;

/** The phone's share sheet where there is one; otherwise the link goes to the clipboard. */
export async function sharePost(post: Post): Promise<ShareOutcome> {
  const url = postUrl(post.id);
  const text = post.content.length > 120 ? `${post.content.slice(0, 117)}…` : post.content;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: `${post.author.fullName ?? 'A member'} on Samaj`, text, url });
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
