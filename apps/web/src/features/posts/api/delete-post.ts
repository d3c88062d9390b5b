import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';
import { callApi, errorMessage } from '@/lib/api-client';
import { removeCachedPost } from '../utils/post-cache';

/** DELETE /posts/{id}: the author only; its comments and likes go with it. */
export function deletePost(id: string) {
  return callApi('DELETE /posts/:id', { params: { id } });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, id) => removeCachedPost(queryClient, id),
    onError: (error) =>
      toast({ title: i18n._(msg`Failed to delete post`), description: errorMessage(error), variant: 'destructive' }),
  });
}
