import type { Comment } from '@samaj/shared/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import {
  postKeys,
  prependToPages,
  updateCachedComment,
  updateCachedPost,
  type CommentPages,
} from '../utils/post-cache';

export interface ReplyInput {
  /** The comment or reply answered; the API attaches a reply to a reply to its top-level comment. */
  commentId: string;
  content: string;
}

/** POST /comments/{commentId}/reply. */
export function replyToComment({ commentId, content }: ReplyInput): Promise<Comment> {
  return api.post<Comment>(`/comments/${encodeURIComponent(commentId)}/reply`, { content });
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
      toast({ title: 'Failed to reply to comment', description: errorMessage(error), variant: 'destructive' }),
  });
}
