import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { callApi, errorMessage } from '@/lib/api-client';
import { prependToPages, updateCachedPost, type CommentPages } from '../utils/post-cache';
import { postKeys } from './keys';

export interface AddCommentInput {
  postId: string;
  content: string;
}

/** POST /comments/{postId}. */
export function addComment({ postId, content }: AddCommentInput) {
  return callApi('POST /comments/:postId', { params: { postId }, body: { content } });
}

/** The new comment goes to the front of the list, and the post counts one more. */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentPages>(postKeys.comments(comment.postId), (data) =>
        prependToPages(data, comment),
      );
      updateCachedPost(queryClient, comment.postId, (post) => ({ ...post, commentsCount: post.commentsCount + 1 }));
    },
    onError: (error) =>
      toast({ title: i18n._(msg`Failed to add comment`), description: errorMessage(error), variant: 'destructive' }),
  });
}
