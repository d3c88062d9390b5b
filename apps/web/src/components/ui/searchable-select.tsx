import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Check, ChevronsUpDown, Search, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { cn } from '@/lib/utils';

export interface SearchableSelectProps {
  id: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder: string;
  searchPlaceholder?: string;
  emptyText?: string;
  /** Offers a way to empty an optional field (e.g. "Clear education"); the field then gets ''. */
  clearLabel?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
}

const SEARCH_FROM_OPTIONS = 8;

/** Names starting with the query first, then names containing it. */
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

/** A select for long lists (states, cities): tap, type a few letters, pick. */
export function SearchableSelect({
  id,
  value,
  onChange,
  options,
  placeholder,
  searchPlaceholder = 'Search',
  emptyText = 'No matches',
  clearLabel,
  disabled,
  onBlur,
  ...aria
}: SearchableSelectProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const searchable = options.length > SEARCH_FROM_OPTIONS;
  const visible = useMemo(() => filterOptions(options, query), [options, query]);

  function openChange(next: boolean) {
    setOpen(next);
    if (next) {
      setQuery('');
      setHighlighted(Math.max(0, value ? options.indexOf(value) : 0));
    } else {
      onBlur?.();
    }
  }

  function choose(option: string) {
    onChange(option);
    openChange(false);
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
      if (option) choose(option);
    } else return;
    event.preventDefault();
  }

  return (
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
        <span className={cn('truncate', !value && 'text-muted-foreground/80')}>{value || placeholder}</span>
        <ChevronsUpDown className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          onKeyDown={onKeyDown}
          className="z-50 flex max-h-[min(22rem,var(--radix-popover-content-available-height))] w-(--radix-popover-trigger-width) flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-xl data-[state=open]:animate-pop-in"
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
            aria-labelledby={id}
            tabIndex={searchable ? -1 : 0}
            className="overflow-y-auto overscroll-contain p-1.5 outline-none"
          >
            {visible.length === 0 ? <li className="px-3 py-3 text-base text-muted-foreground">{emptyText}</li> : null}
            {visible.map((option, index) => {
              const selected = option === value;
              return (
                <li
                  key={option}
                  id={`${listId}-${index}`}
                  data-index={index}
                  role="option"
                  aria-selected={selected}
                  onPointerMove={() => setHighlighted(index)}
                  onClick={() => choose(option)}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl px-3 text-base select-none',
                    index === highlighted && 'bg-muted',
                    selected && 'font-semibold text-primary',
                  )}
                >
                  <span className="truncate">{option}</span>
                  {selected ? <Check className="size-5 shrink-0" aria-hidden /> : null}
                </li>
              );
            })}
          </ul>
          {clearLabel && value ? (
            <button
              type="button"
              onClick={() => choose('')}
              className="flex min-h-12 shrink-0 items-center gap-2 border-t border-border px-4 text-base font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="size-5" aria-hidden />
              {clearLabel}
            </button>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
