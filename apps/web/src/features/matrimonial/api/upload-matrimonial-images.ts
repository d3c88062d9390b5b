import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/lib/users-api';
import { uploadForm } from '@/lib/upload';
import { updateCachedMatrimonialDetails } from './update-matrimonial-details';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface SetMatrimonialImagesInput {
  /** The photos to keep, in order (all of them when left out). */
  keep?: string[];
  files?: File[];
  onProgress?: (percent: number) => void;
}

/**
 * PUT /user/matrimonial-images (multipart): new files in `matrimonialImages` after the kept ones (`images`, a JSON
 * list); the server checks and re-encodes each like the profile photo and answers with every photo's path.
 */
export function setMatrimonialImages({ keep, files = [], onProgress }: SetMatrimonialImagesInput) {
  const form = new FormData();
  if (keep) form.append('images', JSON.stringify(keep));
  for (const file of files) form.append('matrimonialImages', file);
  return uploadForm('PUT /user/matrimonial-images', form, { onProgress });
}

export function useSetMatrimonialImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMatrimonialImages,
    onSuccess: (images) => {
      // The first photos of a member without a marriage profile yet create it: read it again then.
      if (!updateCachedMatrimonialDetails(queryClient, { images })) {
        void queryClient.invalidateQueries({ queryKey: userKeys.me() });
      }
    },
  });
}

/** Why a chosen file cannot be sent, before spending the member's data on it; null when it can. */
export function photoProblem(file: File, i18n: I18n): string | null {
  const name = file.name;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return i18n._(msg`${name}: choose a JPEG, PNG or WebP photo.`);
  }
  if (file.size > PHOTO_MAX_BYTES) return i18n._(msg`${name} is larger than 5 MB. Choose a smaller one.`);
  return null;
}
