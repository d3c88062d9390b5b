import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Check, ChevronsUpDown, Search, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { cn } from '@/lib/utils';

export interface SearchableMultiSelectProps {
  id: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  options: readonly string[];
  placeholder: string;
  searchPlaceholder?: string;
  emptyText?: string;
  /** Most choices allowed; the other options are disabled once it is reached. */
  max?: number;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
}

const SEARCH_FROM_OPTIONS = 8;

function filterOptions(options: readonly string[], query: string): readonly string[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return options;
  const starts: string[] = [];
  const contains: string[] = [];
  for (const option of options) {
    const name = option.toLocaleLowerCase();
    if (name.startsWith(needle)) starts.push(option);
    else if (name.includes(needle)) contains.push(option);
  }
  return [...starts, ...contains];
}

/** Several values from a long list: tap to open, type a few letters, tick; the choices show as removable chips. */
export function SearchableMultiSelect({
  id,
  value,
  onChange,
  options,
  placeholder,
  searchPlaceholder = 'Search',
  emptyText = 'No matches',
  max,
  disabled,
  onBlur,
  ...aria
}: SearchableMultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const searchable = options.length > SEARCH_FROM_OPTIONS;
  const visible = useMemo(() => filterOptions(options, query), [options, query]);
  const chosen = useMemo(() => new Set(value), [value]);
  const full = max !== undefined && value.length >= max;

  function openChange(next: boolean) {
    setOpen(next);
    if (next) {
      setQuery('');
      setHighlighted(0);
    } else {
      onBlur?.();
    }
  }

  function toggle(option: string) {
    if (chosen.has(option)) onChange(value.filter((existing) => existing !== option));
    else if (!full) onChange([...value, option]);
  }

  function moveHighlight(next: number) {
    const clamped = Math.max(0, Math.min(visible.length - 1, next));
    setHighlighted(clamped);
    listRef.current?.querySelector(`[data-index="${clamped}"]`)?.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') moveHighlight(highlighted + 1);
    else if (event.key === 'ArrowUp') moveHighlight(highlighted - 1);
    else if (event.key === 'Home') moveHighlight(0);
    else if (event.key === 'End') moveHighlight(visible.length - 1);
    else if (event.key === 'Enter') {
      const option = visible[highlighted];
      if (option) toggle(option);
    } else return;
    event.preventDefault();
  }

  const summary =
    value.length === 0 ? placeholder : `${value.length} chosen${max !== undefined ? ` of up to ${max}` : ''}`;

  return (
    <div className="flex flex-col gap-2.5">
      <Popover.Root open={open} onOpenChange={openChange}>
        <Popover.Trigger
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          disabled={disabled}
          {...aria}
          className={cn(
            'flex h-12 w-full min-w-0 items-center justify-between gap-2 rounded-xl border border-input bg-card px-4 text-left text-base shadow-xs transition-[border-color,box-shadow] outline-none',
            'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-55',
            'aria-invalid:border-destructive data-[state=open]:border-ring',
          )}
        >
          <span className={cn('truncate', value.length === 0 && 'text-muted-foreground/80')}>{summary}</span>
          <ChevronsUpDown className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={12}
            onKeyDown={onKeyDown}
            className="z-50 flex max-h-[min(24rem,var(--radix-popover-content-available-height))] w-(--radix-popover-trigger-width) flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-xl data-[state=open]:animate-pop-in"
          >
            {searchable ? (
              <div className="flex items-center gap-2 border-b border-border px-3">
                <Search className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                <input
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setHighlighted(0);
                  }}
                  placeholder={searchPlaceholder}
                  aria-label={searchPlaceholder}
                  aria-controls={listId}
                  aria-activedescendant={visible[highlighted] ? `${listId}-${highlighted}` : undefined}
                  autoComplete="off"
                  className="h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground/80"
                />
              </div>
            ) : null}
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-multiselectable="true"
              aria-labelledby={id}
              tabIndex={searchable ? -1 : 0}
              className="overflow-y-auto overscroll-contain p-1.5 outline-none"
            >
              {visible.length === 0 ? <li className="px-3 py-3 text-base text-muted-foreground">{emptyText}</li> : null}
              {visible.map((option, index) => {
                const selected = chosen.has(option);
                const unavailable = !selected && full;
                return (
                  <li
                    key={option}
                    id={`${listId}-${index}`}
                    data-index={index}
                    role="option"
                    aria-selected={selected}
                    aria-disabled={unavailable || undefined}
                    onPointerMove={() => setHighlighted(index)}
                    onClick={() => toggle(option)}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-base select-none',
                      index === highlighted && 'bg-muted',
                      selected && 'font-semibold text-primary',
                      unavailable && 'cursor-not-allowed opacity-50',
                    )}
                  >
                    <span
                      aria-hidden
                      className={cn(
                        'grid size-5 shrink-0 place-items-center rounded-md border border-input',
                        selected && 'border-primary bg-primary text-primary-foreground',
                      )}
                    >
                      {selected ? <Check className="size-3.5" strokeWidth={3} /> : null}
                    </span>
                    <span className="min-w-0 flex-1 truncate">{option}</span>
                  </li>
                );
              })}
            </ul>
            <div className="flex shrink-0 items-center justify-between gap-3 border-t border-border py-1.5 pr-1.5 pl-4">
              <span className="text-sm text-muted-foreground" aria-live="polite">
                {full ? `Up to ${max}: remove one to choose another` : `${value.length} chosen`}
              </span>
              <Popover.Close className="min-h-11 rounded-xl px-4 text-base font-semibold text-primary hover:bg-primary-soft">
                Done
              </Popover.Close>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary-soft-foreground"
            >
              <span className="truncate">{item}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((existing) => existing !== item))}
                aria-label={`Remove ${item}`}
                className="relative -my-1 grid size-8 shrink-0 place-items-center rounded-full after:absolute after:-inset-1.5 hover:bg-primary/10"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
