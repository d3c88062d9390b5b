import { useEffect, useState } from 'react';
import {
  hindiLabel,
  loadHindiLabels,
  referenceLabel,
  type HindiLabels,
  type HindiReferenceList,
} from '@samaj/shared/reference/hindi';
import { useLanguage } from './use-language';

/**
 * Reference values as the reader sees them: their Hindi labels for a Hindi reader (the tables are fetched only then),
 * the English otherwise and until the tables arrive. The values sent to the API never change.
 */
/** The tables once fetched: every later screen and card starts with them, without a frame in English. */
let loaded: HindiLabels | undefined;

export function useReferenceLabels() {
  const { language } = useLanguage();
  const [hindi, setHindi] = useState<HindiLabels | undefined>(loaded);

  useEffect(() => {
    if (language !== 'hi' || hindi) return;
    let current = true;
    loadHindiLabels().then(
      (labels) => {
        loaded = labels;
        if (current) setHindi(labels);
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
    label: (list: HindiReferenceList, value: string | number, english?: string) =>
      referenceLabel(list, value, language, shown, english),
    /** A searchable select's `optionLabel`: none in English, so the values show as they are. */
    optionLabel: (list: HindiReferenceList) =>
      shown ? (option: string) => hindiLabel(shown, list, option) : undefined,
  };
}
