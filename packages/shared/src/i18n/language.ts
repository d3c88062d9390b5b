import { z } from 'zod';

/** The languages of the interface, the API's messages and the notifications. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const languageInput = z.enum(LANGUAGES, { message: "language must be 'en' or 'hi'" });

const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);

/**
 * The language an `Accept-Language` header prefers among ours: its ranges by q-value (highest first; equal q keep
 * their order), the first whose primary subtag we speak (`hi`, `hi-IN`, `en-GB` …). `q=0` means "not this one".
 * Undefined when the header names none we speak (no header, `*`, only other languages): the caller decides.
 */
export function requestedLanguage(acceptLanguage: string | null | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  const ranges = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const qParameter = parameters.map((parameter) => parameter.trim()).find((parameter) => /^q=/i.test(parameter));
      const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges.map((range) => range.primary).find(isLanguage);
}

/** `requestedLanguage`, and English when the header names none of ours. */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language {
  return requestedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
