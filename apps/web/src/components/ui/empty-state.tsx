import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  /** What the member can do next. */
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** Nothing to show yet: an icon, a line saying so, and the next step. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-10 text-center', className)}>
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Icon className="size-7" aria-hidden />
      </span>
      <p className="text-lg font-semibold break-words">{title}</p>
      {description ? <p className="max-w-sm text-base text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
