import { msg } from '@lingui/core/macro';
import type { Comment } from '@samaj/shared/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { callApi, errorMessage } from '@/lib/api-client';
import { toggledLike, updateCachedComment } from '../utils/post-cache';

const likeCommentKey = ['comments', 'like'] as const;

/** POST /comments/{commentId}/like: toggles the member's like. */
export function likeComment(commentId: string) {
  return callApi('POST /comments/:commentId/like', { params: { commentId } });
}

/** Optimistic like of a comment or reply; a failure toggles it back with 'Failed to like comment'. */
export function useLikeComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: likeCommentKey,
    mutationFn: (comment: Comment) => likeComment(comment.id),
    onMutate: (comment) => updateCachedComment(queryClient, comment.id, toggledLike),
    onError: (error, comment) => {
      updateCachedComment(queryClient, comment.id, toggledLike);
      toast({ title: i18n._(msg`Failed to like comment`), description: errorMessage(error), variant: 'destructive' });
    },
    onSuccess: ({ liked, likesCount }, comment) => {
      const pending = queryClient.isMutating({
        mutationKey: likeCommentKey,
        predicate: (mutation) => (mutation.state.variables as Comment | undefined)?.id === comment.id,
      });
      if (pending <= 1) {
        updateCachedComment(queryClient, comment.id, (cached) => ({ ...cached, isLiked: liked ? 1 : 0, likesCount }));
      }
    },
  });
}
