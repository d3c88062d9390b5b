import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedMe } from '@/lib/users-api';
import { uploadForm } from '@/lib/upload';

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface UploadProfileImageInput {
  file: File;
  onProgress?: (percent: number) => void;
}

/** PUT /user/profile-image (multipart `image`): the server re-encodes it and answers with its link (`/media/…`, or the CDN's). */
export function uploadProfileImage({ file, onProgress }: UploadProfileImageInput) {
  const form = new FormData();
  form.append('image', file);
  return uploadForm('PUT /user/profile-image', form, { onProgress });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (image) => updateCachedMe(queryClient, (me) => ({ ...me, user: { ...me.user, image } })),
  });
}

/** Why a chosen file cannot be sent, before spending the member's data on it; null when it can. */
export function profileImageProblem(file: File): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type))
    return i18n._(msg`Choose a JPEG, PNG or WebP photo.`);
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return i18n._(msg`That photo is larger than 5 MB. Choose a smaller one.`);
  return null;
}
