import { useState, type ImgHTMLAttributes } from 'react';
import { storedImageSrcSet } from '@/lib/stored-image';

export interface StoredImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string;
  /** How wide the image is shown, for the browser to pick a copy (`sizes`), e.g. "(min-width: 640px) 36rem, 100vw". */
  sizes: string;
}

/**
 * A stored photo with its smaller copies as `srcset`, so a phone downloads the width it shows. A copy that fails to
 * load (a CDN that lacks the copies of a photo stored before they were made) falls back to the photo itself.
 */
export function StoredImage({ src, sizes, onError, ...props }: StoredImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const srcSet = failedSrc === src ? undefined : storedImageSrcSet(src);
  return (
    <img
      {...props}
      // loading, srcset and sizes before src: the browser chooses once it has them all.
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={src}
      onError={(event) => {
        if (srcSet) setFailedSrc(src);
        else onError?.(event);
      }}
    />
  );
}
