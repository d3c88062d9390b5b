import type { ComponentProps, ReactNode, Ref } from 'react';
import { Check } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/** What names and describes a group of chips: its own label or the visible one it points at, and its messages. */
export interface ChipsGroupProps<T extends string> {
  options: readonly T[];
  labels: Record<T, string>;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-describedby'?: string | undefined;
  /** Every unchosen chip gets a red border. */
  'aria-invalid'?: boolean | undefined;
  id?: string | undefined;
  onBlur?: (() => void) | undefined;
  /** The form focuses the group (its chosen or first chip) when it is the first field with an error. */
  ref?: Ref<HTMLDivElement> | undefined;
  className?: string | undefined;
}

const chipClasses = cn(
  'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-input bg-card px-4 text-sm font-medium text-foreground transition-colors select-none not-aria-checked:hover:border-primary/50',
  'focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
  'group-aria-invalid:not-aria-checked:border-destructive',
  'aria-checked:border-primary aria-checked:bg-primary-soft aria-checked:text-primary-soft-foreground',
);

function ChipContent({ selected, children }: { selected: boolean; children: ReactNode }) {
  return (
    <>
      {selected ? <Check className="size-4" aria-hidden /> : null}
      {children}
    </>
  );
}

function groupClasses(className: string | undefined) {
  return cn('group flex flex-wrap gap-2', className);
}

export interface SingleChoiceChipsProps<T extends string> extends ChipsGroupProps<T> {
  /** The chosen option; any other value (none yet) leaves every chip unchosen. */
  value: string | null | undefined;
  onChange: (value: T | null) => void;
  /** Tapping the chosen chip again clears the choice. */
  clearable?: boolean;
}

/** One of a few choices, as tappable chips: a radio group (arrow keys move between them and choose). */
export function SingleChoiceChips<T extends string>({
  options,
  labels,
  value,
  onChange,
  clearable = true,
  className,
  ...group
}: SingleChoiceChipsProps<T>) {
  return (
    <RadioGroupPrimitive.Root
      {...group}
      value={value ?? ''}
      onValueChange={(next) => onChange(options.find((option) => option === next) ?? null)}
      className={groupClasses(className)}
    >
      {options.map((option) => (
        <RadioGroupPrimitive.Item
          key={option}
          value={option}
          className={chipClasses}
          onClick={() => {
            if (clearable && option === value) onChange(null);
          }}
        >
          <ChipContent selected={option === value}>{labels[option]}</ChipContent>
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}

export interface MultiChoiceChipsProps<T extends string> extends ChipsGroupProps<T> {
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** Any of a few choices, as tappable chips (checkboxes: Tab moves between them, Space or Enter toggles). */
export function MultiChoiceChips<T extends string>({
  options,
  labels,
  value,
  onChange,
  onBlur,
  className,
  ...group
}: MultiChoiceChipsProps<T>) {
  return (
    <div role="group" {...group} onBlur={onBlur} className={groupClasses(className)}>
      {options.map((option) => {
        const selected = value.includes(option);
        return (
          <ChipButton
            key={option}
            aria-checked={selected}
            onClick={() => onChange(selected ? value.filter((item) => item !== option) : [...value, option])}
          >
            <ChipContent selected={selected}>{labels[option]}</ChipContent>
          </ChipButton>
        );
      })}
    </div>
  );
}

function ChipButton(props: Omit<ComponentProps<'button'>, 'role' | 'type'>) {
  return <button type="button" role="checkbox" className={chipClasses} {...props} />;
}
