import { MultiChoiceChips as Chips, type MultiChoiceChipsProps } from '@/components/ui/form/chips';

/**
 * The chips' former props, kept only for criteria-fields.tsx (being rewritten elsewhere): new code uses
 * `@/components/ui/form/chips`, which takes aria attributes like any control. Delete this file once nothing imports it.
 */
export interface ChoiceChipsProps<T extends string> {
  label: string;
  labelledBy?: string;
  options: readonly T[];
  labels: Record<T, string>;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

export function MultiChoiceChips<T extends string>({
  label,
  labelledBy,
  invalid,
  describedBy,
  ...chips
}: ChoiceChipsProps<T> & Pick<MultiChoiceChipsProps<T>, 'value' | 'onChange'>) {
  return (
    <Chips
      {...chips}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid}
    />
  );
}
