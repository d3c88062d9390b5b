import type { Messages } from '@lingui/core';
import type { Language } from './language';

type CatalogModule = { messages: Messages };

/*
 * One Hindi catalogue per feature and one for the shell, compiled from the .po files by @lingui/vite-plugin. Each is
 * its own chunk, fetched only when the reader chooses Hindi; English needs no catalogue (the English text is in the
 * code, precompiled by vite-lingui-precompile.ts).
 */
const hindiCatalogs = import.meta.glob<CatalogModule>(['../../features/*/locales/hi.po', '../../locales/hi.po']);

export async function loadCatalog(language: Language): Promise<Messages> {
  if (language === 'en') return {};
  const modules = await Promise.all(Object.values(hindiCatalogs).map((load) => load()));
  return Object.assign({}, ...modules.map((module) => module.messages)) as Messages;
}
