import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Plus } from 'lucide-react';
import { firstCharacters } from '@samaj/shared/graphemes';
import { cn } from '@/lib/utils';
import { RemovableChip } from './removable-chip';
import { Trans, useLingui } from '@lingui/react/macro';

export interface TagInputProps {
  id: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  suggestions?: readonly string[];
  placeholder?: string;
  /** Most tags allowed. */
  max?: number;
  /** Longest tag allowed, in characters as a reader counts them (a Hindi letter with its matra is one). */
  maxCharacters?: number;
  /** Tappable quick picks under the field. */
  quickPicks?: readonly string[];
  /** How a value reads (its Hindi label for a Hindi reader); the value itself is what is saved. */
  optionLabel?: ((value: string) => string | undefined) | undefined;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
}

const MAX_SUGGESTIONS = 6;

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');
const sameTag = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Keywords as removable chips: suggestions filter as you type, anything else can be added as typed, each once. */
export function TagInput({
  id,
  value,
  onChange,
  suggestions = [],
  placeholder,
  max = 20,
  maxCharacters = 60,
  quickPicks = [],
  optionLabel,
  onBlur,
  ...aria
}: TagInputProps) {
  const [text, setText] = useState('');
  const labelOf = (value: string) => optionLabel?.(value) ?? value;
  const { t } = useLingui();
  const [focused, setFocused] = useState(false);
  const [highlighted, setHighlighted] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const full = value.length >= max;
  const query = normalise(text);

  const matches = useMemo(() => {
    if (!query) return [];
    const needle = query.toLocaleLowerCase();
    const available = suggestions.filter((suggestion) => !value.some((tag) => sameTag(tag, suggestion)));
    const starts = available.filter((suggestion) => suggestion.toLocaleLowerCase().startsWith(needle));
    const contains = available.filter(
      (suggestion) =>
        !suggestion.toLocaleLowerCase().startsWith(needle) && suggestion.toLocaleLowerCase().includes(needle),
    );
    return [...starts, ...contains].slice(0, MAX_SUGGESTIONS);
  }, [query, suggestions, value]);

  const popular = useMemo(
    () => quickPicks.filter((pick) => !value.some((tag) => sameTag(tag, pick))),
    [quickPicks, value],
  );

  const canAddTyped =
    query.length > 0 && !value.some((tag) => sameTag(tag, query)) && !matches.some((match) => sameTag(match, query));
  const options = canAddTyped ? [...matches, query] : matches;
  const listOpen = focused && options.length > 0 && !full;

  function add(tag: string) {
    const cleaned = firstCharacters(normalise(tag), maxCharacters);
    if (!cleaned || full || value.some((existing) => sameTag(existing, cleaned))) {
      setText('');
      return;
    }
    onChange([...value, cleaned]);
    setText('');
    setHighlighted(0);
  }

  function remove(tag: string) {
    onChange(value.filter((existing) => existing !== tag));
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      const option = listOpen ? options[highlighted] : undefined;
      add(option ?? query);
    } else if (event.key === 'Backspace' && !text && value.length > 0) {
      onChange(value.slice(0, -1));
    } else if (event.key === 'ArrowDown' && listOpen) {
      event.preventDefault();
      setHighlighted((index) => Math.min(options.length - 1, index + 1));
    } else if (event.key === 'ArrowUp' && listOpen) {
      event.preventDefault();
      setHighlighted((index) => Math.max(0, index - 1));
    } else if (event.key === 'Escape') {
      setText('');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <div
          className={cn(
            'flex min-h-12 w-full flex-wrap items-center gap-2 rounded-xl border border-input bg-card px-2.5 py-2 shadow-xs transition-[border-color,box-shadow]',
            focused && 'border-ring ring-3 ring-ring/25',
            aria['aria-invalid'] && 'border-destructive',
          )}
          onClick={() => inputRef.current?.focus()}
        >
          {value.map((tag) => (
            <RemovableChip
              key={tag}
              as="span"
              label={labelOf(tag)}
              onRemove={(event) => {
                event.stopPropagation();
                remove(tag);
              }}
            />
          ))}
          <input
            ref={inputRef}
            id={id}
            value={text}
            disabled={full}
            onChange={(event) => {
              setText(firstCharacters(event.target.value, maxCharacters));
              setHighlighted(0);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              onBlur?.();
            }}
            placeholder={
              full ? t`Up to ${max} added` : value.length ? t`Add another` : (placeholder ?? t`Type and press Enter`)
            }
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listOpen}
            aria-controls={listOpen ? listId : undefined}
            aria-activedescendant={listOpen ? `${listId}-${highlighted}` : undefined}
            enterKeyHint="done"
            autoComplete="off"
            {...aria}
            className="h-8 min-w-32 flex-1 bg-transparent px-1.5 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
          />
        </div>
        {listOpen ? (
          <ul
            id={listId}
            role="listbox"
            className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-72 overflow-y-auto rounded-2xl border border-border bg-card p-1.5 shadow-xl"
          >
            {options.map((option, index) => {
              const isTyped = canAddTyped && index === options.length - 1;
              return (
                <li
                  key={`${option}-${isTyped ? 'typed' : 'suggested'}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === highlighted}
                  onPointerDown={(event) => event.preventDefault()}
                  onPointerMove={() => setHighlighted(index)}
                  onClick={() => add(option)}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 text-base select-none',
                    index === highlighted && 'bg-muted',
                  )}
                >
                  {isTyped ? (
                    <>
                      <Plus className="size-4 shrink-0 text-primary" aria-hidden />
                      <span className="truncate">
                        <Trans>
                          Add “<span className="font-semibold">{option}</span>”
                        </Trans>
                      </span>
                    </>
                  ) : (
                    <span className="truncate">{labelOf(option)}</span>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      {popular.length > 0 && !full ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t`Popular choices`}>
          <span className="text-sm font-medium text-muted-foreground">
            <Trans>Popular:</Trans>
          </span>
          {popular.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              onClick={() => add(suggestion)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-dashed border-input px-3.5 text-sm text-muted-foreground hover:border-primary hover:text-primary"
            >
              <Plus className="size-3.5" aria-hidden />
              {labelOf(suggestion)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
