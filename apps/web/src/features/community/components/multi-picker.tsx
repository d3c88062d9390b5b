import { Label } from '@/components/ui/label';
import { RemovableChip } from '@/components/ui/removable-chip';
import { SearchableSelect } from '@/components/ui/searchable-select';

export interface MultiPickerProps {
  id: string;
  label: string;
  /** Names the list of chips for a screen reader ("Chosen states"). */
  chosenLabel: string;
  /** What is chosen, as removable chips. */
  value: readonly string[];
  options: readonly string[];
  /** Shows an option in the reader's language (useReferenceLabels' `optionLabel`); the value stays as it is. */
  optionLabel?: ((option: string) => string | undefined) | undefined;
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
  chosenLabel,
  value,
  options,
  optionLabel,
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
        <ul className="flex flex-wrap gap-2" aria-label={chosenLabel}>
          {value.map((option) => (
            <RemovableChip key={option} label={optionLabel?.(option) ?? option} onRemove={() => onRemove(option)} />
          ))}
        </ul>
      ) : null}
      <SearchableSelect
        id={id}
        value={null}
        onChange={onAdd}
        options={available}
        optionLabel={optionLabel}
        placeholder={placeholder}
        searchPlaceholder={searchPlaceholder}
        disabled={disabled || available.length === 0}
      />
    </div>
  );
}
