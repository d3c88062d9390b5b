import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '@/lib/upload';
import { prependCachedPost } from '../utils/post-cache';
import { createPostForm, type PostDraft } from '../utils/post-form';

export interface CreatePostInput {
  draft: PostDraft;
  onProgress?: (percent: number) => void;
}

/** POST /posts (multipart, with upload progress for the photo). */
export function createPost({ draft, onProgress }: CreatePostInput) {
  return uploadForm('POST /posts', createPostForm(draft), { onProgress });
}

/** The new post goes to the front of the feed and of my posts. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: (post) => prependCachedPost(queryClient, post) });
}
