import {
  characterBoundaries,
  firstCharacters,
  graphemeLength,
  isWithinCharacters,
  MAX_CODE_UNITS_PER_CHARACTER,
} from '@samaj/shared/graphemes';
import { useRef, type ChangeEvent, type CompositionEvent, type FocusEvent } from 'react';

/*
 * A field's length limit as the API counts it (`atMost` of @samaj/shared/text): characters a reader sees, not the UTF-16
 * code units the browser's `maxlength` counts, which cut a Hindi bio at half its length ("कि" is one character and
 * two code units). The browser's own limit stays as the API's ceiling of 8 code units a character.
 */

/**
 * An edit that took the text from `before` to `after` (typed, pasted or dropped), cut so that the text stays within
 * `max` characters: what it inserted is kept as far as it fits, the rest of the text is left alone, as a browser does
 * with `maxlength`. Null when `after` is within the limit. A matra typed after the last letter adds no character, so
 * it always fits.
 */
export function limitEdit(before: string, after: string, max: number): { value: string; caret: number } | null {
  if (isWithinCharacters(after, max)) return null;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before[start] === after[start]) start += 1;
  let suffix = 0;
  while (suffix < shorter - start && before[before.length - 1 - suffix] === after[after.length - 1 - suffix])
    suffix += 1;
  let end = after.length - suffix;
  // The unchanged parts end and start between whole characters of the new text.
  const at = characterBoundaries(after);
  start = at.findLast((index) => index <= start) ?? 0;
  end = at.find((index) => index >= end) ?? after.length;
  const head = after.slice(0, start);
  const tail = after.slice(end);
  let kept = firstCharacters(after.slice(start, end), Math.max(0, max - graphemeLength(head + tail)));
  while (kept && !isWithinCharacters(head + kept + tail, max)) kept = firstCharacters(kept, graphemeLength(kept) - 1);
  const value = head + kept + tail;
  return value === after ? null : { value, caret: head.length + kept.length };
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Sets a field's value so that React sees the change (its onChange runs), as if the member had typed it. */
function setTypedValue(field: TextField, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Where the kept text ends (fields such as e-mail have no caret to place). */
function placeCaret(field: TextField, caret: number) {
  if (field.selectionStart !== null) field.setSelectionRange(caret, caret);
}

export interface FieldHandlers<Field extends TextField> {
  onChange?: ((event: ChangeEvent<Field>) => void) | undefined;
  onFocus?: ((event: FocusEvent<Field>) => void) | undefined;
  onCompositionStart?: ((event: CompositionEvent<Field>) => void) | undefined;
  onCompositionEnd?: ((event: CompositionEvent<Field>) => void) | undefined;
}

/**
 * A field's props, held to `max` characters (`Input` and `Textarea` take `maxCharacters`); without `max`, as they were.
 * A word still being composed by the keyboard (Android keyboards compose every word) is left alone until it is done,
 * then cut.
 */
export function useCharacterLimit<Field extends TextField, Props extends FieldHandlers<Field>>(
  max: number | undefined,
  props: Props,
): Props & { maxLength?: number } {
  const last = useRef<string | null>(null);
  const beforeComposing = useRef<string | null>(null);
  if (max === undefined) return props;
  return {
    ...props,
    maxLength: max * MAX_CODE_UNITS_PER_CHARACTER,
    onFocus: (event: FocusEvent<Field>) => {
      last.current = event.currentTarget.value;
      props.onFocus?.(event);
    },
    onCompositionStart: (event: CompositionEvent<Field>) => {
      beforeComposing.current = event.currentTarget.value;
      props.onCompositionStart?.(event);
    },
    onCompositionEnd: (event: CompositionEvent<Field>) => {
      const field = event.currentTarget;
      const limited = limitEdit(beforeComposing.current ?? '', field.value, max);
      beforeComposing.current = null;
      props.onCompositionEnd?.(event);
      if (limited) {
        setTypedValue(field, limited.value);
        placeCaret(field, limited.caret);
      }
    },
    onChange: (event: ChangeEvent<Field>) => {
      const field = event.currentTarget;
      const composing = (event.nativeEvent as Partial<InputEvent>).isComposing === true;
      const limited = composing ? null : limitEdit(last.current ?? '', field.value, max);
      if (limited) {
        field.value = limited.value;
        placeCaret(field, limited.caret);
      }
      last.current = field.value;
      props.onChange?.(event);
    },
  };
}
