import { useId } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface ChoiceChipsProps<T extends string> {
  /** Names the group for screen readers (the visible label is outside). */
  label: string;
  labelledBy?: string;
  options: readonly T[];
  labels: Record<T, string>;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

const chipClasses = (selected: boolean, invalid?: boolean) =>
  cn(
    'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors select-none',
    'focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none',
    selected
      ? 'border-primary bg-primary-soft text-primary-soft-foreground'
      : 'border-input bg-card text-foreground hover:border-primary/50',
    invalid && !selected && 'border-destructive',
  );

/** One of a few choices, as tappable chips (a radio group); tapping the chosen one again clears it. */
export function SingleChoiceChips<T extends string>({
  label,
  labelledBy,
  options,
  labels,
  value,
  onChange,
  invalid,
  describedBy,
  className,
  clearable = true,
}: ChoiceChipsProps<T> & { value: T | null | undefined; onChange: (value: T | null) => void; clearable?: boolean }) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={cn('flex flex-wrap gap-2', className)}
    >
      {options.map((option) => {
        const selected = value === option;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={selected}
            name={name}
            onClick={() => onChange(selected && clearable ? null : option)}
            className={chipClasses(selected, invalid)}
          >
            {selected ? <Check className="size-4" aria-hidden /> : null}
            {labels[option]}
          </button>
        );
      })}
    </div>
  );
}

/** Any of a few choices, as tappable chips (checkboxes). */
export function MultiChoiceChips<T extends string>({
  label,
  labelledBy,
  options,
  labels,
  value,
  onChange,
  invalid,
  describedBy,
  className,
}: ChoiceChipsProps<T> & { value: readonly T[]; onChange: (value: T[]) => void }) {
  return (
    <div
      role="group"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={cn('flex flex-wrap gap-2', className)}
    >
      {options.map((option) => {
        const selected = value.includes(option);
        return (
          <button
            key={option}
            type="button"
            role="checkbox"
            aria-checked={selected}
            onClick={() => onChange(selected ? value.filter((item) => item !== option) : [...value, option])}
            className={chipClasses(selected, invalid)}
          >
            {selected ? <Check className="size-4" aria-hidden /> : null}
            {labels[option]}
          </button>
        );
      })}
    </div>
  );
}
