import { SlidersHorizontal } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';

export interface FiltersButtonProps extends ButtonProps {
  /** How many filters are on; shown as a badge from 1. */
  count: number;
}

/** "Filters" with the number of active filters (read as "(2 active)"); the trigger of a filter sheet. */
export function FiltersButton({ count, className, ...props }: FiltersButtonProps) {
  return (
    <Button variant="outline" className={cn('relative', className)} {...props}>
      <SlidersHorizontal aria-hidden />
      Filters
      {count > 0 ? (
        <span className="grid h-6 min-w-6 place-items-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
          <span className="sr-only">(</span>
          {count}
          <span className="sr-only"> active)</span>
        </span>
      ) : null}
    </Button>
  );
}
