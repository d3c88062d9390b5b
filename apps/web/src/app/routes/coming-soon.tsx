import type { ComponentType, ReactNode } from 'react';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export interface ComingSoonProps {
  title: string;
  description: string;
  /** Extra content under the card (a page's own lines, like the chat placeholder). */
  children?: ReactNode;
}

/** A page that a later release fills in: its title, what it will do, and a way home. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
          <Sparkles className="size-7" aria-hidden />
        </span>
        <div className="flex flex-col gap-2">
          <span className="mx-auto rounded-full bg-muted px-3 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Coming soon
          </span>
          <p className="mx-auto max-w-sm text-base text-muted-foreground">{description}</p>
        </div>
        {children}
        <Button asChild variant="outline" className="mt-2">
          <Link to="/">
            <ArrowLeft aria-hidden />
            Back to home
          </Link>
        </Button>
      </Card>
    </div>
  );
}

/** A lazy route module for a placeholder page. */
export function comingSoonRoute(props: ComingSoonProps): { Component: ComponentType } {
  return { Component: () => <ComingSoon {...props} /> };
}
