/*
 * Lengths as a reader counts them: grapheme clusters, not UTF-16 code units. A Devanagari letter with its matra ("कि"),
 * a conjunct's parts joined by a virama, an emoji with its skin tone: each one character. Every length limit on what
 * members write counts this way, on the API (the schemas' `atMost`, `atLeast`) and on the web (`maxCharacters` of
 * Input and Textarea, the counters). No zod here: the web's first screen imports it.
 */

let segmenter: Intl.Segmenter | undefined;
/** Made at first use: creating one loads the phone's break-iteration data (~13 ms), and the feed never counts. */
const graphemes = () => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of graphemes().segment(text)) count += 1;
  return count;
}

/** Where each character of the text starts, then the text's end. */
export function characterBoundaries(text: string): number[] {
  const starts = Array.from(graphemes().segment(text), ({ index }) => index);
  starts.push(text.length);
  return starts;
}

/**
 * Code units one character may take at most. A Hindi syllable takes up to 6 or 7 ("स्त्री"); a character built of
 * dozens of stacked combining marks would otherwise let a 1,000-character bio weigh a megabyte.
 */
export const MAX_CODE_UNITS_PER_CHARACTER = 8;

/** True when the text is at most `max` characters, and at most `max` × 8 code units. */
export const isWithinCharacters = (text: string, max: number) =>
  text.length <= max || (text.length <= max * MAX_CODE_UNITS_PER_CHARACTER && graphemeLength(text) <= max);

/** A refinement: at most `max` characters as `graphemeLength` counts them. */
export const atMost = (max: number) => (text: string) => isWithinCharacters(text, max);
/** A refinement: at least `min` characters as `graphemeLength` counts them. */
export const atLeast = (min: number) => (text: string) => graphemeLength(text) >= min;

/** The first `max` characters of the text, never cutting inside one. */
export function firstCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = 0;
  let end = 0;
  for (const { segment } of graphemes().segment(text)) {
    if (kept === max) break;
    kept += 1;
    end += segment.length;
  }
  return text.slice(0, end);
}

/** The text cut to at most `max` characters (with "…" when cut), never inside a character. */
export function truncateGraphemes(text: string, max: number): string {
  if (text.length <= max || graphemeLength(text) <= max) return text;
  return `${firstCharacters(text, max - 1)}…`;
}
