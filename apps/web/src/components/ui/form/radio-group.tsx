import type { ComponentProps, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  icon?: LucideIcon;
}

type RootProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'onChange' | 'dir' | 'children'
>;

export interface RadioGroupProps<T extends string> extends RootProps {
  options: readonly RadioOption<T>[];
  value: T | null | undefined;
  onChange: (value: T) => void;
  /** `tiles`: equal boxes side by side (an icon above the label when given); `list`: one row per choice. */
  variant?: 'tiles' | 'list';
  /** Classes for every choice (a smaller text, another height). */
  itemClassName?: string;
}

const tileClasses =
  'flex cursor-pointer items-center justify-center rounded-xl border border-input bg-card font-medium transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring group-aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft data-[state=checked]:text-primary-soft-foreground';

/**
 * One of a few choices (Radix: arrow keys move between them and choose, Tab leaves the group). The chosen one shows in
 * the soft brand colour; while the group is aria-invalid every box has a red border.
 */
export function RadioGroup<T extends string>({
  options,
  value,
  onChange,
  variant = 'tiles',
  className,
  itemClassName,
  ...props
}: RadioGroupProps<T>) {
  return (
    <RadioGroupPrimitive.Root
      {...props}
      value={value ?? ''}
      onValueChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) onChange(chosen.value);
      }}
      className={cn('group', variant === 'tiles' ? 'grid grid-cols-3 gap-2' : 'flex flex-col gap-2', className)}
    >
      {options.map((option) =>
        variant === 'tiles' ? (
          <RadioGroupPrimitive.Item
            key={option.value}
            value={option.value}
            className={cn(
              tileClasses,
              option.icon
                ? 'min-h-20 flex-col gap-2 px-2 text-sm'
                : 'min-h-12 px-2 text-center text-base shadow-xs data-[state=checked]:font-semibold',
              itemClassName,
            )}
          >
            {option.icon ? <option.icon className="size-5" aria-hidden /> : null}
            {option.label}
          </RadioGroupPrimitive.Item>
        ) : (
          <RadioGroupPrimitive.Item
            key={option.value}
            value={option.value}
            className={cn(
              tileClasses,
              'group/item min-h-12 justify-start gap-3 px-4 py-2 text-left text-base font-normal',
              itemClassName,
            )}
          >
            <span
              className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-input group-data-[state=checked]/item:border-primary"
              aria-hidden
            >
              <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
            </span>
            {option.label}
          </RadioGroupPrimitive.Item>
        ),
      )}
    </RadioGroupPrimitive.Root>
  );
}
