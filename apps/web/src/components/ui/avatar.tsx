import { useState } from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { storedImageVariant } from '@/lib/stored-image';
import { cn } from '@/lib/utils';
import { useLingui } from '@lingui/react/macro';

const sizes = {
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-16 text-2xl',
  /** The profile page's header. */
  xl: 'size-24 text-4xl',
} as const;

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

export function Avatar({ src, name, size = 'md', online, className }: AvatarProps) {
  const { t } = useLingui();
  // At most 96 px (288 at DPR 3): a stored photo's smallest copy is enough, and the photo itself when that fails.
  const [failedCopy, setFailedCopy] = useState<string | null>(null);
  const copy = src && failedCopy !== src ? storedImageVariant(src, 480) : undefined;
  const shown = copy ?? src;
  return (
    <span className={cn('relative inline-flex shrink-0', className)}>
      <AvatarPrimitive.Root className={cn('inline-flex overflow-hidden rounded-full bg-primary-soft', sizes[size])}>
        {shown ? (
          <AvatarPrimitive.Image
            key={shown}
            src={shown}
            onLoadingStatusChange={(status) => {
              if (status === 'error' && copy) setFailedCopy(src ?? null);
            }}
            alt={name ? t`Photo of ${name}` : ''}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
        <AvatarPrimitive.Fallback
          delayMs={src ? 400 : 0}
          className="grid size-full place-items-center font-semibold text-primary-soft-foreground"
          aria-label={name ?? undefined}
        >
          {initialOf(name)}
        </AvatarPrimitive.Fallback>
      </AvatarPrimitive.Root>
      {online ? (
        <span className={cn('absolute right-0 bottom-0 rounded-full bg-success ring-2 ring-card', dotSizes[size])}>
          <span className="sr-only">{t`Online`}</span>
        </span>
      ) : null}
    </span>
  );
}
