import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

/** A section of the home page: its heading, a link to the whole list ("All chats") and what it shows. */
export function DashboardSection({
  id,
  title,
  to,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        <Link to={to} className="flex min-h-11 items-center gap-1 text-sm font-semibold text-primary">
          {linkLabel}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {children}
    </section>
  );
}
