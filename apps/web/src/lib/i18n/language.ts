import { STORAGE_KEYS } from '@samaj/shared/constants';

export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

/** What each language is called in itself: the switch shows both, so a reader finds theirs whatever is on screen. */
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The BCP 47 tag for Intl: Indian grouping (1,00,000) and dates in both languages. */
export const intlLocale: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** The language chosen on this device, if one was chosen. */
export function savedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Private mode or full storage: the choice still applies to this visit.
  }
}

/**
 * First visit: Hindi when the phone prefers it to English, otherwise English. first-paint.js makes the same
 * choice before the first paint (for <html lang> and the prerendered pages): keep the two in step.
 */
export function initialLanguage(): Language {
  const saved = savedLanguage();
  if (saved) return saved;
  for (const tag of navigator.languages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'hi') return 'hi';
    if (base === 'en') return 'en';
  }
  return 'en';
}
