import { i18n } from '@lingui/core';

type Translate = (message: string, language: 'hi') => string;
let translateToHindi: Translate | null = null;

/**
 * The shared schemas (packages/shared) write their messages in English, as the API does; a Hindi reader sees them
 * through the API's own dictionary, loaded with the Hindi catalogues (never for an English reader).
 */
export async function loadSharedMessages(): Promise<void> {
  translateToHindi ??= (await import('@samaj/shared/i18n/api-messages')).translateMessage;
}

/** A message of a shared schema (a form's validation) in the reader's language. */
export function sharedMessage(message: string): string {
  return i18n.locale === 'hi' && translateToHindi ? translateToHindi(message, 'hi') : message;
}
