import { RadioGroup } from 'radix-ui';
import { cn } from '@/lib/utils';

/** Two or three choices side by side (open / resolved): a radio group, arrow keys move between them and choose. */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <RadioGroup.Root
      aria-label={label}
      orientation="horizontal"
      value={value}
      onValueChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) onChange(chosen.value);
      }}
      className="inline-flex rounded-xl border border-border bg-card p-0.5"
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            'min-h-10 rounded-lg px-4 text-sm font-semibold text-muted-foreground transition-colors',
            'data-[state=checked]:bg-primary-soft data-[state=checked]:text-primary-soft-foreground',
          )}
        >
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
