import { Trans, useLingui } from '@lingui/react/macro';
import { LockKeyhole } from 'lucide-react';
import { initialOf } from '@/components/ui/avatar';
import { StoredImage } from '@/components/ui/stored-image';
import { cn } from '@/lib/utils';

export interface ProfilePhotoProps {
  image: string | null;
  name: string;
  /** The member has photos the viewer may not see: say so on the initial. */
  locked?: boolean;
  className?: string;
  /** Eager for the first cards on screen, lazy for the rest. */
  priority?: boolean;
  /** How wide it is shown (`sizes`): the page's column by default (the width less its margins on a phone). */
  sizes?: string;
}

/** Marriage photos are at most 1080 px on their long side, mostly portraits: the frame they fill is reserved by CSS. */
const PORTRAIT = { width: 810, height: 1080 };

/** A large photo, never stretched; when there is none to show, the first letter of the name on a warm gradient. */
export function ProfilePhoto({
  image,
  name,
  locked,
  className,
  priority,
  sizes = '(min-width: 48rem) 44rem, calc(100vw - 2rem)',
}: ProfilePhotoProps) {
  const { t } = useLingui();
  if (image) {
    return (
      <StoredImage
        src={image}
        sizes={sizes}
        width={PORTRAIT.width}
        height={PORTRAIT.height}
        alt={t`Photo of ${name}`}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={cn('size-full bg-muted object-cover object-[center_20%]', className)}
      />
    );
  }
  return (
    <div
      className={cn(
        'relative grid size-full place-items-center bg-linear-to-br from-primary-soft to-primary/25 text-primary-soft-foreground',
        className,
      )}
      role="img"
      aria-label={locked ? t`${name}: photos are private` : name}
    >
      <span className="text-6xl font-semibold" aria-hidden>
        {initialOf(name)}
      </span>
      {locked ? (
        <span className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-card/90 px-3 py-1 text-xs font-medium whitespace-nowrap text-foreground shadow-sm">
          <LockKeyhole className="size-3.5" aria-hidden />
          <Trans>Photos are private</Trans>
        </span>
      ) : null}
    </div>
  );
}
