import { Check, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { SearchableListbox, type SearchableFieldProps } from './searchable-listbox';

export interface SearchableSelectProps extends SearchableFieldProps {
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Offers a way to empty an optional field (e.g. "Clear education"); the field then gets ''. */
  clearLabel?: string;
}

/** A select for long lists (states, cities): tap, type a few letters, pick. */
export function SearchableSelect({
  value,
  onChange,
  options,
  optionLabel,
  placeholder,
  clearLabel,
  onBlur,
  ...props
}: SearchableSelectProps) {
  return (
    <SearchableListbox
      {...props}
      options={options}
      optionLabel={optionLabel}
      summary={value ? (optionLabel?.(value) ?? value) : placeholder}
      placeholderShown={!value}
      isSelected={(option) => option === value}
      onPick={onChange}
      closeOnPick
      highlightOnOpen={() => Math.max(0, value ? options.indexOf(value) : 0)}
      onClose={onBlur}
      optionClassName="justify-between"
      contentClassName="max-h-[min(22rem,var(--radix-popover-content-available-height))]"
      renderOption={(option, selected) => (
        <>
          <span className="truncate">{optionLabel?.(option) ?? option}</span>
          {selected ? <Check className="size-5 shrink-0" aria-hidden /> : null}
        </>
      )}
      footer={
        clearLabel && value ? (
          <Popover.Close
            onClick={() => onChange('')}
            className="flex min-h-12 shrink-0 items-center gap-2 border-t border-border px-4 text-base font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden />
            {clearLabel}
          </Popover.Close>
        ) : null
      }
    />
  );
}
