import { useState } from 'react';
import { AVATAR_VARIANT_WIDTHS } from '@samaj/shared/images';
import { storedImageSrcSet } from '@/lib/stored-image';
import { cn } from '@/lib/utils';
import { useLingui } from '@lingui/react/macro';

const sizes = {
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-16 text-2xl',
  /** The profile page's header. */
  xl: 'size-24 text-4xl',
} as const;

/** Each size's width and height in CSS px (the classes above), for the image's `width`, `height` and `sizes`. */
const pixels = { sm: 32, md: 40, lg: 64, xl: 96 } as const;

const dotSizes = { sm: 'size-2.5', md: 'size-3', lg: 'size-4', xl: 'size-5' } as const;

export interface AvatarProps {
  src?: string | null;
  name?: string | null;
  size?: keyof typeof sizes;
  /** Shows the green "online" dot. */
  online?: boolean;
  className?: string;
}

/** The first letter of the name, or X when there is no name. */
export function initialOf(name: string | null | undefined): string {
  const first = Array.from(name?.trim() ?? '')[0];
  return first ? first.toLocaleUpperCase() : 'X';
}

/**
 * How far an avatar's photo got: its smaller copies (a `srcset` at the widths made at upload), the photo alone when a
 * copy failed to load (a CDN without the copies of an old photo), nothing (the initial) when the photo failed too.
 */
type Stage = 'copies' | 'photo' | 'none';

export function Avatar({ src, name, size = 'md', online, className }: AvatarProps) {
  const { t } = useLingui();
  const [failed, setFailed] = useState<{ src: string; stage: Stage } | null>(null);
  const stage: Stage = src && failed?.src === src ? failed.stage : 'copies';
  const srcSet = src && stage === 'copies' ? storedImageSrcSet(src, AVATAR_VARIANT_WIDTHS) : undefined;
  const shown = src && stage !== 'none' ? src : null;
  const px = pixels[size];
  return (
    <span className={cn('relative inline-flex shrink-0', className)}>
      <span
        className={cn(
          'relative inline-grid place-items-center overflow-hidden rounded-full bg-primary-soft',
          sizes[size],
        )}
      >
        {/* The initial shows until the photo has loaded (it is painted over it), and when there is none. */}
        <span
          className="font-semibold text-primary-soft-foreground"
          aria-label={shown ? undefined : (name ?? undefined)}
          aria-hidden={shown ? true : undefined}
        >
          {initialOf(name)}
        </span>
        {shown ? (
          <img
            key={`${shown} ${stage}`}
            alt={name ? t`Photo of ${name}` : ''}
            width={px}
            height={px}
            loading="lazy"
            decoding="async"
            // srcset and sizes before src: the browser chooses once it has them all.
            srcSet={srcSet}
            sizes={srcSet ? `${px}px` : undefined}
            src={shown}
            onError={() => setFailed({ src: shown, stage: srcSet ? 'photo' : 'none' })}
            className="absolute inset-0 size-full object-cover"
          />
        ) : null}
      </span>
      {online ? (
        <span className={cn('absolute right-0 bottom-0 rounded-full bg-success ring-2 ring-card', dotSizes[size])}>
          <span className="sr-only">{t`Online`}</span>
        </span>
      ) : null}
    </span>
  );
}
