import { msg } from '@lingui/core/macro';
import type { Comment } from '@samaj/shared/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { callApi, errorMessage } from '@/lib/api-client';
import { removeCachedComment, updateCachedComment, updateCachedPost } from '../utils/post-cache';

/** DELETE /comments/{commentId}: its author or the post's author; a comment's replies go with it. */
export function deleteComment(commentId: string) {
  return callApi('DELETE /comments/:commentId', { params: { commentId } });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => deleteComment(comment.id),
    onSuccess: (_result, comment) => {
      removeCachedComment(queryClient, comment);
      const removed = comment.parentId ? 1 : 1 + comment.repliesCount;
      if (comment.parentId) {
        updateCachedComment(queryClient, comment.parentId, (parent) => ({
          ...parent,
          repliesCount: Math.max(0, parent.repliesCount - 1),
        }));
      }
      updateCachedPost(queryClient, comment.postId, (post) => ({
        ...post,
        commentsCount: Math.max(0, post.commentsCount - removed),
      }));
    },
    onError: (error) =>
      toast({ title: i18n._(msg`Operation failed`), description: errorMessage(error), variant: 'destructive' }),
  });
}
