import { useLingui } from '@lingui/react';
import { activateLanguage, isLanguage, type Language } from './index';

/** The language on screen, and a way to switch it (remembered on this device). */
export function useLanguage() {
  const { i18n } = useLingui();
  const language: Language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const setLanguage = (next: Language) => activateLanguage(next, { remember: true });
  return { language, setLanguage };
}
