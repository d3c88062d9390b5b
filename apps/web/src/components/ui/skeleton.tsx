import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A grey placeholder in the shape of what is loading; hidden from screen readers (the region says it is busy). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-xl bg-muted', className)} {...props} />;
}
