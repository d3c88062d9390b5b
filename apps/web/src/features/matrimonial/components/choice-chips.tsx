import { useId, type ComponentProps } from 'react';
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

/** One chip: a tick and the soft brand colour once chosen, a red border while its group is invalid. */
function Chip({
  selected,
  invalid,
  children,
  ...props
}: { role: 'radio' | 'checkbox'; selected: boolean; invalid?: boolean | undefined } & Omit<
  ComponentProps<'button'>,
  'role'
>) {
  return (
    <button
      type="button"
      aria-checked={selected}
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors select-none',
        'focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none',
        selected
          ? 'border-primary bg-primary-soft text-primary-soft-foreground'
          : 'border-input bg-card text-foreground hover:border-primary/50',
        invalid && !selected && 'border-destructive',
      )}
      {...props}
    >
      {selected ? <Check className="size-4" aria-hidden /> : null}
      {children}
    </button>
  );
}

/** The group's name (its own label, or the visible label it points at), its description and its layout. */
function groupProps<T extends string>({ label, labelledBy, describedBy, className }: ChoiceChipsProps<T>) {
  return {
    'aria-label': labelledBy ? undefined : label,
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    className: cn('flex flex-wrap gap-2', className),
  };
}

/** One of a few choices, as tappable chips (a radio group); tapping the chosen one again clears it. */
export function SingleChoiceChips<T extends string>({
  value,
  onChange,
  clearable = true,
  ...group
}: ChoiceChipsProps<T> & { value: T | null | undefined; onChange: (value: T | null) => void; clearable?: boolean }) {
  const name = useId();
  return (
    <div role="radiogroup" {...groupProps(group)} aria-invalid={group.invalid || undefined}>
      {group.options.map((option) => {
        const selected = value === option;
        return (
          <Chip
            key={option}
            role="radio"
            selected={selected}
            invalid={group.invalid}
            name={name}
            onClick={() => onChange(selected && clearable ? null : option)}
          >
            {group.labels[option]}
          </Chip>
        );
      })}
    </div>
  );
}

/** Any of a few choices, as tappable chips (checkboxes). */
export function MultiChoiceChips<T extends string>({
  value,
  onChange,
  ...group
}: ChoiceChipsProps<T> & { value: readonly T[]; onChange: (value: T[]) => void }) {
  return (
    <div role="group" {...groupProps(group)}>
      {group.options.map((option) => {
        const selected = value.includes(option);
        return (
          <Chip
            key={option}
            role="checkbox"
            selected={selected}
            invalid={group.invalid}
            onClick={() => onChange(selected ? value.filter((item) => item !== option) : [...value, option])}
          >
            {group.labels[option]}
          </Chip>
        );
      })}
    </div>
  );
}
