import { SlidersHorizontal } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';
import { Trans } from '@lingui/react/macro';

export interface FiltersButtonProps extends ButtonProps {
  /** How many filters are on; shown as a badge from 1. */
  count: number;
}

/** "Filters" with the number of active filters (read as "(2 active)"); the trigger of a filter sheet. */
export function FiltersButton({ count, className, ...props }: FiltersButtonProps) {
  return (
    <Button variant="outline" className={cn('relative', className)} {...props}>
      <SlidersHorizontal aria-hidden />
      <Trans>Filters</Trans>
      {count > 0 ? (
        <span className="grid h-6 min-w-6 place-items-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
          <span className="sr-only">(</span>
          {count}
          <span className="sr-only">
            {' '}
            <Trans>active)</Trans>
          </span>
        </span>
      ) : null}
    </Button>
  );
}

/** The foot of a filter sheet: "Clear filters" and "Show results", kept above the phone's home bar. */
export function FilterSheetActions({ onClear, onShow }: { onClear: () => void; onShow: () => void }) {
  return (
    <div className="sticky bottom-0 flex gap-3 border-t border-border bg-card px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <Button variant="outline" className="flex-1" onClick={onClear}>
        <Trans>Clear filters</Trans>
      </Button>
      <Button className="flex-1" onClick={onShow}>
        <Trans>Show results</Trans>
      </Button>
    </div>
  );
}
