import { StoredImage } from '@/components/ui/stored-image';
import { cn } from '@/lib/utils';

/** The stored photos are at most 1080 px on their long side; a 4:3 frame is reserved before the image arrives. */
const FRAME = { width: 1080, height: 810 };

export interface PostImageProps {
  src: string;
  alt: string;
  className?: string;
  /** The first post of a page is likely on screen at once: no lazy loading for it. */
  eager?: boolean;
}

/**
 * A post's photo in a fixed 4:3 frame, so nothing jumps while it loads on a slow connection, shown whole (never
 * cropped nor stretched) on a soft background.
 */
export function PostImage({ src, alt, className, eager = false }: PostImageProps) {
  return (
    <div className={cn('aspect-[4/3] w-full overflow-hidden bg-muted', className)}>
      <StoredImage
        src={src}
        // The card spans the page less its 1rem margins on a phone; the column is at most 44rem wide beyond.
        sizes="(min-width: 48rem) 44rem, calc(100vw - 2rem)"
        alt={alt}
        width={FRAME.width}
        height={FRAME.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="size-full object-contain"
      />
    </div>
  );
}
