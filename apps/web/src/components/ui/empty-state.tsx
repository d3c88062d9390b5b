import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { Button } from './button';

/** The next step as a link to another screen (an outline button), e.g. back to where the member came from. */
export interface EmptyStateLink {
  to: string;
  label: ReactNode;
  /** Shown before the label. */
  icon?: LucideIcon;
}

export interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  /** What the member can do next. */
  description?: ReactNode;
  /** The next step as a link; `action` for anything else (a button that clears filters…). */
  link?: EmptyStateLink;
  action?: ReactNode;
  className?: string;
}

/** Nothing to show yet: an icon, a line saying so, and the next step. */
export function EmptyState({ icon: Icon, title, description, link, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-10 text-center', className)}>
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Icon className="size-7" aria-hidden />
      </span>
      <p className="text-lg font-semibold break-words">{title}</p>
      {description ? <p className="max-w-sm text-base text-muted-foreground">{description}</p> : null}
      {link ? (
        <div className="mt-1">
          <Button asChild variant="outline">
            <Link to={link.to}>
              {link.icon ? <link.icon aria-hidden /> : null}
              {link.label}
            </Link>
          </Button>
        </div>
      ) : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
