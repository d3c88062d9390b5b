import { msg } from '@lingui/core/macro';
import type { Post } from '@samaj/shared/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { callApi, errorMessage } from '@/lib/api-client';
import { toggledLike, updateCachedPost } from '../utils/post-cache';
import { postKeys } from './keys';

/** POST /posts/{id}/like: toggles the member's like. */
export function likePost(id: string) {
  return callApi('POST /posts/:id/like', { params: { id } });
}

/**
 * Optimistic everywhere the post is shown; a failure toggles it back with 'Failed to like post'.
 * The server's count is taken once no other tap on the same post is still on its way.
 */
export function useLikePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: postKeys.like(),
    mutationFn: (post: Post) => likePost(post.id),
    onMutate: async (post) => {
      await queryClient.cancelQueries({ queryKey: postKeys.all });
      updateCachedPost(queryClient, post.id, toggledLike);
    },
    onError: (error, post) => {
      updateCachedPost(queryClient, post.id, toggledLike);
      toast({ title: i18n._(msg`Failed to like post`), description: errorMessage(error), variant: 'destructive' });
    },
    onSuccess: ({ liked, likesCount }, post) => {
      const pending = queryClient.isMutating({
        mutationKey: postKeys.like(),
        predicate: (mutation) => (mutation.state.variables as Post | undefined)?.id === post.id,
      });
      if (pending <= 1)
        updateCachedPost(queryClient, post.id, (cached) => ({ ...cached, isLiked: liked ? 1 : 0, likesCount }));
    },
  });
}
