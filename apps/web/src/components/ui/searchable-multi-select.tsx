import { useMemo } from 'react';
import { Check } from 'lucide-react';
import { Popover } from 'radix-ui';
import { cn } from '@/lib/utils';
import { RemovableChip } from './removable-chip';
import { SearchableListbox, type SearchableFieldProps } from './searchable-listbox';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

export interface SearchableMultiSelectProps extends SearchableFieldProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Most choices allowed; the other options are disabled once it is reached. */
  max?: number;
}

/** Several values from a long list: tap to open, type a few letters, tick; the choices show as removable chips. */
export function SearchableMultiSelect({
  value,
  onChange,
  options,
  placeholder,
  max,
  disabled,
  onBlur,
  ...props
}: SearchableMultiSelectProps) {
  const chosen = useMemo(() => new Set(value), [value]);
  const { t } = useLingui();
  const labelOf = (option: string) => props.optionLabel?.(option) ?? option;
  const count = value.length;
  const full = max !== undefined && value.length >= max;
  const remove = (option: string) => onChange(value.filter((existing) => existing !== option));

  function toggle(option: string) {
    if (chosen.has(option)) remove(option);
    else if (!full) onChange([...value, option]);
  }

  return (
    <div className="flex flex-col gap-2.5">
      <SearchableListbox
        {...props}
        disabled={disabled}
        options={options}
        summary={
          count === 0 ? placeholder : max !== undefined ? t`${count} chosen of up to ${max}` : t`${count} chosen`
        }
        placeholderShown={value.length === 0}
        multiselectable
        isSelected={(option) => chosen.has(option)}
        full={full}
        onPick={toggle}
        onClose={onBlur}
        contentClassName="max-h-[min(24rem,var(--radix-popover-content-available-height))]"
        renderOption={(option, selected) => (
          <>
            <span
              aria-hidden
              className={cn(
                'grid size-5 shrink-0 place-items-center rounded-md border border-input',
                selected && 'border-primary bg-primary text-primary-foreground',
              )}
            >
              {selected ? <Check className="size-3.5" strokeWidth={3} /> : null}
            </span>
            <span className="min-w-0 flex-1 truncate">{labelOf(option)}</span>
          </>
        )}
        footer={
          <div className="flex shrink-0 items-center justify-between gap-3 border-t border-border py-1.5 pr-1.5 pl-4">
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {full ? (
                <Trans>Up to {max}: remove one to choose another</Trans>
              ) : (
                <Plural value={value.length} one="# chosen" other="# chosen" />
              )}
            </span>
            <Popover.Close className="min-h-11 rounded-xl px-4 text-base font-semibold text-primary hover:bg-primary-soft">
              <Trans>Done</Trans>
            </Popover.Close>
          </div>
        }
      />
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t`Chosen`}>
          {value.map((item) => (
            <RemovableChip key={item} label={labelOf(item)} disabled={disabled} onRemove={() => remove(item)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
