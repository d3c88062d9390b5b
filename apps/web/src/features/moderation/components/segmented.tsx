import { cn } from '@/lib/utils';

/** Two or three choices side by side (open / resolved). */
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
    <div role="radiogroup" aria-label={label} className="inline-flex rounded-xl border border-border bg-card p-0.5">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'min-h-10 rounded-lg px-4 text-sm font-semibold text-muted-foreground transition-colors',
            option.value === value && 'bg-primary-soft text-primary-soft-foreground',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
