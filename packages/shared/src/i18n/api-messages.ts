import { apiMessagesHi } from './api-messages-hi.ts';
import type { Language } from './language.ts';

/*
 * The API's messages in the member's language. The API writes them in English; the error envelope, the success
 * envelope and each `errors[].message` pass through `translateMessage` on the way out (apps/api/src/plugins/language.ts),
 * and the web calls it for the messages of the shared schemas it checks itself. No server-only import here: the web
 * loads this module (and the dictionary) only for Hindi.
 */

/** Placeholders that stand for a number: matched as one, so `{max}{unit}` splits "70 cm" into "70" and " cm". */
const NUMERIC_PLACEHOLDERS = new Set(['min', 'max', 'count', 'seconds', 'digits', 'years', 'age']);
const PLACEHOLDER = /\{(\w+)\}/g;

interface Pattern {
  matcher: RegExp;
  names: string[];
  hindi: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(dictionary: Readonly<Record<string, string>>) {
  const exact = new Map<string, string>();
  const patterns: (Pattern & { literalLength: number })[] = [];
  for (const [english, hindi] of Object.entries(dictionary)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      exact.set(english, hindi);
      continue;
    }
    const literals = english.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
    const source = literals
      .map(
        (literal, index) =>
          escapeRegExp(literal) +
          (index < names.length ? (NUMERIC_PLACEHOLDERS.has(names[index]!) ? '(\\d[\\d,.]*)' : '(.+?)') : ''),
      )
      .join('');
    patterns.push({ matcher: new RegExp(`^${source}$`, 's'), names, hindi, literalLength: literals.join('').length });
  }
  // The most specific first: "{label} {bound} must be at most {max}{unit}" before "{label} must be at most {max}".
  patterns.sort((a, b) => b.literalLength - a.literalLength);
  return { exact, patterns };
}

let hindi: ReturnType<typeof compile> | undefined;

const MONTHS_HI: Record<string, string> = {
  January: 'जनवरी',
  February: 'फ़रवरी',
  March: 'मार्च',
  April: 'अप्रैल',
  May: 'मई',
  June: 'जून',
  July: 'जुलाई',
  August: 'अगस्त',
  September: 'सितंबर',
  October: 'अक्टूबर',
  November: 'नवंबर',
  December: 'दिसंबर',
};

/** A value inside a message: a label or list name of the dictionary in Hindi, an English date ("26 November 2026") with a Hindi month. */
function valueInHindi(value: string, exact: Map<string, string>): string {
  return (
    exact.get(value) ??
    value.replace(
      /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/g,
      (month) => MONTHS_HI[month]!,
    )
  );
}

function toHindi(message: string): string | undefined {
  hindi ??= compile(apiMessagesHi);
  const { exact, patterns } = hindi;
  const whole = exact.get(message);
  if (whole !== undefined) return whole;
  for (const { matcher, names, hindi: template } of patterns) {
    const match = matcher.exec(message);
    if (!match) continue;
    const values = new Map(names.map((name, index) => [name, valueInHindi(match[index + 1]!, exact)]));
    return template.replace(PLACEHOLDER, (placeholder, name: string) => values.get(name) ?? placeholder);
  }
  return undefined;
}

/**
 * `message` in `language`; English, or a message without a translation, comes back unchanged. A validation summary
 * "field.path: message" keeps its field path and translates the rest.
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const withPath = /^([\w.[\]-]+): (.+)$/s.exec(message);
  const rest = withPath && toHindi(withPath[2]!);
  if (rest) return `${withPath[1]}: ${rest}`;
  return toHindi(message) ?? message;
}
