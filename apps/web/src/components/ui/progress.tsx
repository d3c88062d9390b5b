import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export interface ProgressProps {
  /** 0..100; shown as written (33.3, 66.6, 100). */
  value: number;
  label: string;
  /** Text on the left of the percentage, e.g. "Step 1 of 3". */
  caption?: string;
  className?: string;
}

export function Progress({ value, label, caption, className }: ProgressProps) {
  const percent = `${value}%`;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-muted-foreground">{caption}</span>
        <span className="font-semibold text-primary tabular-nums" data-testid="progress-value">
          {percent}
        </span>
      </div>
      <ProgressPrimitive.Root
        value={value}
        max={100}
        aria-label={label}
        getValueLabel={() => percent}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <ProgressPrimitive.Indicator
          className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out"
          style={{ width: percent }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
