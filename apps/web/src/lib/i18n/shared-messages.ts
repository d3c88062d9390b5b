import { useEffect, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react';

type Translate = (message: string, language: 'hi') => string;
let translateToHindi: Translate | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** The API's own dictionary (49 KB), fetched once a form is on a Hindi reader's screen; never for an English reader. */
function loadDictionary() {
  loading ??= import('@samaj/shared/i18n/api-messages').then(
    ({ translateMessage }) => {
      translateToHindi = translateMessage;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // offline: the English stays, and the next form tries again
    },
  );
}

const currentTranslate = () => translateToHindi;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The shared schemas (packages/shared) write their messages in English, as the API does; a Hindi reader sees them
 * through the API's dictionary. It arrives while the form is being filled in (nothing waits for it), and a message
 * shown before it arrived turns Hindi when it does.
 */
export function useSharedMessage(): (message: string) => string {
  const hindi = useLingui().i18n.locale === 'hi';
  const translate = useSyncExternalStore(subscribe, currentTranslate, currentTranslate);
  useEffect(() => {
    if (hindi) loadDictionary();
  }, [hindi]);
  return (message) => (hindi && translate ? translate(message, 'hi') : message);
}
