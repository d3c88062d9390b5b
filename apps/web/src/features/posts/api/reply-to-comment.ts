import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { callApi, errorMessage } from '@/lib/api-client';
import { prependToPages, updateCachedComment, updateCachedPost, type CommentPages } from '../utils/post-cache';
import { postKeys } from './keys';

export interface ReplyInput {
  /** The comment or reply answered; the API attaches a reply to a reply to its top-level comment. */
  commentId: string;
  content: string;
}

/** POST /comments/{commentId}/reply. */
export function replyToComment({ commentId, content }: ReplyInput) {
  return callApi('POST /comments/:commentId/reply', { params: { commentId }, body: { content } });
}

export function useReplyToComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToComment,
    onSuccess: (reply) => {
      const parentId = reply.parentId!;
      queryClient.setQueryData<CommentPages>(postKeys.replies(parentId), (data) => prependToPages(data, reply));
      updateCachedComment(queryClient, parentId, (comment) => ({ ...comment, repliesCount: comment.repliesCount + 1 }));
      updateCachedPost(queryClient, reply.postId, (post) => ({ ...post, commentsCount: post.commentsCount + 1 }));
    },
    onError: (error) =>
      toast({
        title: i18n._(msg`Failed to reply to comment`),
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
}
