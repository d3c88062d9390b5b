import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { t } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { messageKeys } from '../../../vite-lingui-ids';
import { catalogsReady } from './catalogs';
import { activateLanguage } from './index';

const srcDir = path.resolve(import.meta.dirname, '../..');

afterEach(() => activateLanguage('en'));

describe('Hindi catalogues', () => {
  it('arrive with the code that shows their messages, not before', async () => {
    await activateLanguage('hi');
    expect(t`Language`).toBe('भाषा'); // the shell's, loaded with the language
    expect(t`Reload`).toBe('Reload'); // the PWA feature's: its code is not loaded yet
    await import('@/features/pwa/update-prompt');
    await catalogsReady();
    expect(t`Reload`).toBe('फिर से लोड करें');
  });

  it('give each English text one Hindi: they share one dictionary once loaded', async () => {
    const { globSync } = await import('node:fs');
    const files = globSync(['features/*/locales/hi.po', 'locales/hi.po'], { cwd: srcDir });
    const hindi = new Map<string, Map<string, string[]>>();
    for (const file of files) {
      for (const item of parsePoFile(await readFile(path.join(srcDir, file), 'utf8')).items) {
        if (!item.msgid || item.obsolete) continue;
        const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`;
        const translations = hindi.get(key) ?? new Map<string, string[]>();
        translations.set(item.msgstr[0] ?? '', [...(translations.get(item.msgstr[0] ?? '') ?? []), file]);
        hindi.set(key, translations);
      }
    }
    const differing = [...hindi]
      .filter(([, translations]) => translations.size > 1)
      .map(
        ([key, translations]) => `${key.replace('\u0004', ' | ')}: ${JSON.stringify(Object.fromEntries(translations))}`,
      );
    // Same English, different meanings ("Message" the button, "Message" the noun): give one a context.
    expect(differing).toEqual([]);
  });

  it('go by keys the build gives each message, one message per key', async () => {
    const keys = [...(await messageKeys(srcDir)).values()];
    expect(keys.length).toBeGreaterThan(1000);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
