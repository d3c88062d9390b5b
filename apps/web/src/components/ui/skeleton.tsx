import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A grey placeholder in the shape of what is loading; hidden from screen readers (the region says it is busy). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-xl bg-muted', className)} {...props} />;
}

/**
 * Someone on their way (a member, a chat, a notification, a post's author): a round photo beside a name line and a
 * shorter one under it, inside the caller's row. `name` and `detail` are the lines' widths.
 */
export function PersonSkeleton({ name = 'w-1/3', detail = 'w-2/3' }: { name?: string; detail?: string }) {
  return (
    <>
      <Skeleton className="size-10 shrink-0 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className={cn('h-4', name)} />
        <Skeleton className={cn('h-3.5', detail)} />
      </div>
    </>
  );
}
