import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface InfoSectionProps {
  icon: LucideIcon;
  title: string;
  /** The card's spacing beside the default (gap-3 p-5). */
  className?: string;
  /** The icon's size beside the default (size-5). */
  iconClassName?: string;
  children: ReactNode;
}

/** One section of a profile as others see it: a card titled with an icon in a soft tile, then what it holds. */
export function InfoSection({ icon: Icon, title, className, iconClassName, children }: InfoSectionProps) {
  return (
    <Card className={cn('flex flex-col gap-3 p-5', className)}>
      <h2 className="flex items-center gap-2.5 text-lg font-semibold">
        <span className="grid size-9 place-items-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <Icon className={cn('size-5', iconClassName)} aria-hidden />
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}
