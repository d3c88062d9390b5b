import { X } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { SearchableSelect } from '@/components/ui/searchable-select';

export interface MultiPickerProps {
  id: string;
  label: string;
  /** What is chosen, as removable chips. */
  value: readonly string[];
  options: readonly string[];
  onAdd: (option: string) => void;
  onRemove: (option: string) => void;
  placeholder: string;
  searchPlaceholder: string;
  disabled?: boolean;
  hint?: string | undefined;
}

/** Several values of a long list: the chosen ones as chips, and a searchable picker for one more. */
export function MultiPicker({
  id,
  label,
  value,
  options,
  onAdd,
  onRemove,
  placeholder,
  searchPlaceholder,
  disabled,
  hint,
}: MultiPickerProps) {
  const available = options.filter((option) => !value.includes(option));
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {hint ? <p className="-mt-1 text-sm text-muted-foreground">{hint}</p> : null}
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((option) => (
            <li
              key={option}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary-soft-foreground"
            >
              <span className="truncate">{option}</span>
              <button
                type="button"
                onClick={() => onRemove(option)}
                aria-label={`Remove ${option}`}
                className="relative -my-1 grid size-8 shrink-0 place-items-center rounded-full after:absolute after:-inset-1.5 hover:bg-primary/10"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <SearchableSelect
        id={id}
        value={null}
        onChange={onAdd}
        options={available}
        placeholder={placeholder}
        searchPlaceholder={searchPlaceholder}
        disabled={disabled || available.length === 0}
      />
    </div>
  );
}
