import { useEffect, useState } from 'react';
import type * as HindiReference from '@samaj/shared/reference/hindi';
import type { HindiLabels, HindiReferenceList } from '@samaj/shared/reference/hindi';
import { needHindi } from './catalogs';
import { useLanguage } from './use-language';

interface Hindi {
  labels: HindiLabels;
  reference: typeof HindiReference;
}

/** The tables once fetched: every later screen and card starts with them, without a frame in English. */
let loaded: Hindi | undefined;

/** The Hindi tables and the code that reads them: an English reader downloads neither. */
async function loadHindi(): Promise<Hindi> {
  const reference = await import('@samaj/shared/reference/hindi');
  return { reference, labels: await reference.loadHindiLabels() };
}

/**
 * Called when a module of a screen that shows reference values is evaluated: a Hindi reader's route then waits for
 * the tables like a catalogue (lib/i18n/catalogs.ts) and opens with the values in Hindi, never first in English.
 * Not called by the shell's modules, so the feed does not wait for tables it never shows.
 */
export function needReferenceLabels(): void {
  needHindi('reference-labels', async () => {
    loaded ??= await loadHindi();
  });
}

/**
 * Reference values as the reader sees them: their Hindi labels for a Hindi reader (the tables are fetched only then),
 * the English otherwise and until the tables arrive. The values sent to the API never change.
 */
export function useReferenceLabels() {
  const { language } = useLanguage();
  const [hindi, setHindi] = useState<Hindi | undefined>(loaded);

  useEffect(() => {
    if (language !== 'hi' || hindi) return;
    let current = true;
    loadHindi().then(
      (tables) => {
        loaded = tables;
        if (current) setHindi(tables);
      },
      () => {}, // offline before the tables were ever fetched: the English stays
    );
    return () => {
      current = false;
    };
  }, [language, hindi]);

  const shown = language === 'hi' ? hindi : undefined;
  return {
    /** A value's label; an enum passes its English label, e.g. `label('diets', diet, DIET_LABELS[diet])`. */
    label: (list: HindiReferenceList, value: string | number, english: string = String(value)) =>
      shown ? shown.reference.referenceLabel(list, value, 'hi', shown.labels, english) : english,
    /** A searchable select's `optionLabel`: none in English, so the values show as they are. */
    optionLabel: (list: HindiReferenceList) =>
      shown ? (option: string) => shown.reference.hindiLabel(shown.labels, list, option) : undefined,
  };
}
