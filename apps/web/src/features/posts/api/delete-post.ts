import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
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
      toast({ title: 'Failed to delete post', description: errorMessage(error), variant: 'destructive' }),
  });
}
