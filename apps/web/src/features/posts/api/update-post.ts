import { msg } from '@lingui/core/macro';
import type { Post } from '@samaj/shared/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { errorMessage } from '@/lib/api-client';
import { uploadForm } from '@/lib/upload';
import { updateCachedPost } from '../utils/post-cache';
import { updatePostForm, type PostDraft } from '../utils/post-form';

export interface UpdatePostInput {
  post: Post;
  draft: PostDraft;
  onProgress?: (percent: number) => void;
}

/** PUT /posts/{id} with only what changed (multipart, with upload progress for a new photo). */
export function updatePost({ post, draft, onProgress }: UpdatePostInput) {
  return uploadForm('PUT /posts/:id', updatePostForm(post, draft), { params: { id: post.id }, onProgress });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (updated) => updateCachedPost(queryClient, updated.id, () => updated),
    onError: (error) =>
      toast({
        title: i18n._(msg`Failed to update the post`),
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
}
