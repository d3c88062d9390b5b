import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** What a home card says when it has nothing to show yet: a round icon and a line of text. */
export function EmptyNote({
  icon: Icon,
  children,
  className,
}: {
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-3 p-4', className)}>
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <p className="text-base text-muted-foreground">{children}</p>
    </div>
  );
}
