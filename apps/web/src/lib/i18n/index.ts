import { i18n } from '@lingui/core';
import { loadHindiCatalogs, stopHindiCatalogs } from './catalogs';
import { intlLocale, saveLanguage, type Language } from './language';

export { i18n };
export * from './language';

// Messages are compiled at build time (Hindi from the catalogues, English by vite-lingui-build.ts), so the runtime
// ICU compiler (7 KB gzip) stays out of the download; a plain string is its own compiled form.
i18n.setMessagesCompiler((message) => [message]);
// English until main.tsx activates the reader's language (tests and early code can translate at once).
i18n.loadAndActivate({ locale: 'en', locales: [intlLocale.en], messages: {} });

/** Loads the language's catalogues, then switches every screen to it; `<html lang>` follows. */
export async function activateLanguage(language: Language, { remember = false } = {}): Promise<void> {
  if (language === 'hi') await loadHindiCatalogs();
  else stopHindiCatalogs();
  i18n.activate(language, [intlLocale[language]]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (remember) saveLanguage(language);
}

export const currentLanguage = (): Language => (i18n.locale === 'hi' ? 'hi' : 'en');
