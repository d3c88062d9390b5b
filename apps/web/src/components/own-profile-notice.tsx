import type { ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export interface OwnProfileNoticeProps {
  /** What the member is looking at. */
  children: ReactNode;
  editHref: string;
  editLabel: string;
}

/** Above a member's own profile shown as others see it: says so, and links to the editor. */
export function OwnProfileNotice({ children, editHref, editLabel }: OwnProfileNoticeProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-primary/25 bg-primary-soft px-4 py-3 text-primary-soft-foreground">
      <p className="min-w-0 flex-1 text-sm font-medium">{children}</p>
      <Button asChild size="sm" variant="outline" className="min-h-11">
        <Link to={editHref}>
          <Pencil aria-hidden />
          {editLabel}
        </Link>
      </Button>
    </div>
  );
}
