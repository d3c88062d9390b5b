import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronsUpDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { cn } from '@/lib/utils';
import { useLingui } from '@lingui/react/macro';

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

/** What the searchable selects take beside their value. */
export interface SearchableFieldProps {
  id: string;
  options: readonly string[];
  placeholder: string;
  searchPlaceholder?: string;
  emptyText?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
}

export interface SearchableListboxProps extends Omit<SearchableFieldProps, 'placeholder' | 'onBlur'> {
  /** What the closed control shows: the choice, or the placeholder (then muted). */
  summary: string;
  placeholderShown: boolean;
  multiselectable?: boolean;
  isSelected: (option: string) => boolean;
  /** No more may be chosen: the options not chosen are disabled. */
  full?: boolean;
  /** A tap or Enter on an option. */
  onPick: (option: string) => void;
  /** One choice closes the list; several keep it open. */
  closeOnPick?: boolean;
  /** The option highlighted when the list opens (0 without it). */
  highlightOnOpen?: () => number;
  /** The list closed (the form's blur). */
  onClose?: (() => void) | undefined;
  renderOption: (option: string, selected: boolean) => ReactNode;
  optionClassName?: string;
  /** The popup's classes beside the shared ones (its height). */
  contentClassName: string;
  /** Under the list, inside the popup: `Popover.Close` there closes it. */
  footer?: ReactNode;
}

/**
 * The core of the searchable selects: a combobox button opening a popup with a search box (for lists longer than 8),
 * a listbox with the highlighted option moved by arrows, Home and End, picked by Enter or a tap.
 */
export function SearchableListbox({
  id,
  options,
  summary,
  placeholderShown,
  searchPlaceholder,
  emptyText,
  disabled,
  multiselectable,
  isSelected,
  full,
  onPick,
  closeOnPick,
  highlightOnOpen,
  onClose,
  renderOption,
  optionClassName,
  contentClassName,
  footer,
  ...aria
}: SearchableListboxProps) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
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
      setHighlighted(highlightOnOpen?.() ?? 0);
    } else {
      onClose?.();
    }
  }

  function pick(option: string) {
    onPick(option);
    if (closeOnPick) openChange(false);
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
      if (option) pick(option);
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
        <span className={cn('truncate', placeholderShown && 'text-muted-foreground/80')}>{summary}</span>
        <ChevronsUpDown className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          onKeyDown={onKeyDown}
          className={cn(
            'z-50 flex w-(--radix-popover-trigger-width) flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-xl data-[state=open]:animate-pop-in',
            contentClassName,
          )}
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
                placeholder={searchPlaceholder ?? t`Search`}
                aria-label={searchPlaceholder ?? t`Search`}
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
            aria-multiselectable={multiselectable ? 'true' : undefined}
            aria-labelledby={id}
            tabIndex={searchable ? -1 : 0}
            className="overflow-y-auto overscroll-contain p-1.5 outline-none"
          >
            {visible.length === 0 ? (
              <li className="px-3 py-3 text-base text-muted-foreground">{emptyText ?? t`No matches`}</li>
            ) : null}
            {visible.map((option, index) => {
              const selected = isSelected(option);
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
                  onClick={() => pick(option)}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-base select-none',
                    optionClassName,
                    index === highlighted && 'bg-muted',
                    selected && 'font-semibold text-primary',
                    unavailable && 'cursor-not-allowed opacity-50',
                  )}
                >
                  {renderOption(option, selected)}
                </li>
              );
            })}
          </ul>
          {footer}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
