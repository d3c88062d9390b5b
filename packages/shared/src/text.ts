import { z } from 'zod';
import { atLeast, atMost } from './graphemes.ts';

/*
 * The text rules (docs/ARCHITECTURE.md, "Text rules"): every text a member sends, in a JSON body, a query string or a
 * multipart field, goes through one of these. It is normalised to Unicode NFC, and refused with a 400 when it holds
 * NUL or another control character (PostgreSQL text cannot hold NUL, and nobody types the others on purpose). Texts
 * that may span lines keep tab and line breaks (as `\n`). Trimming and lengths stay with each field.
 */

/** Every C0 and C1 control character and DEL. */
const CONTROL = /\p{Cc}/u;
/** The same, less tab and line breaks. */
const CONTROL_IN_LINES = /(?![\t\n\r])\p{Cc}/u;
/**
 * Characters that show nothing or turn the text around: the format characters (zero-width space, direction marks,
 * embeddings, overrides and isolates, word joiner, byte-order mark, soft hyphen, …), the combining grapheme joiner
 * and the Hangul fillers. The zero-width joiner and non-joiner are format characters too, but Indic scripts need them
 * between letters (a half form in Devanagari), so only those elsewhere are refused.
 */
const INVISIBLE =
  /(?![\u200C\u200D])[\p{Cf}\u115F\u1160\u3164\uFFA0]|\u034F|(?<![\p{L}\p{M}])[\u200C\u200D]|[\u200C\u200D](?!\p{L})/u;
const LETTER = /\p{L}/u;

export {
  atLeast,
  atMost,
  firstCharacters,
  graphemeLength,
  MAX_CODE_UNITS_PER_CHARACTER,
  truncateGraphemes,
} from './graphemes.ts';

const toNfc = (value: string) => value.normalize('NFC');
const toNfcLines = (value: string) => value.replace(/\r\n?/g, '\n').normalize('NFC');

/** One line of text: NFC, no control characters. Chain `.trim()`, `.min()`, `.max()` as the field needs. */
export function lineText(message = 'Must be text') {
  return z
    .string({ message })
    .overwrite(toNfc)
    .refine((value) => !CONTROL.test(value), 'Must be one line without control characters (such as NUL)');
}

/** Text that may span lines: line breaks as `\n`, NFC, no control characters but tab and line breaks. */
export function multilineText(message = 'Must be text') {
  return z
    .string({ message })
    .overwrite(toNfcLines)
    .refine((value) => !CONTROL_IN_LINES.test(value), `Must not contain control characters (such as NUL)`);
}

/**
 * A password: kept exactly as typed (not normalised, not trimmed), so that the same keys always give the same password
 * whatever the keyboard or platform composed; only NUL is refused, as PostgreSQL and the hash cannot take it.
 */
export function passwordText(message = 'Password is required') {
  return z
    .string({ message })
    .refine((value) => !value.includes('\u0000'), 'Must not contain the NUL control character');
}

/**
 * Free text that may be left out: trimmed; blank or missing becomes null. `lines` lets it span lines (a bio, a
 * description), otherwise it is one line (a caste, a university).
 */
export function optionalText(label: string, max: number, { lines = false }: { lines?: boolean } = {}) {
  const base = lines ? multilineText(`${label} must be text`) : lineText(`${label} must be text`);
  return base
    .trim()
    .refine(atMost(max), `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
}

/**
 * A person's name: one line, trimmed, with at least one letter and nothing invisible (a zero-width space or a
 * direction override would let a name look empty, or look like another member's).
 */
export function personName(label: string, min: number, max: number) {
  return lineText(`${label} is required`)
    .trim()
    .refine(atLeast(min), min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .refine(atMost(max), `${label} must be at most ${max} characters`)
    .refine((value) => !INVISIBLE.test(value), `${label} must not contain invisible or direction-changing characters`)
    .refine((value) => LETTER.test(value), `${label} must contain a letter`);
}
