import { firstCharacters } from '@samaj/shared/graphemes';

/** USER_SEARCH_MAX_LENGTH of @samaj/shared/profile (imported by value it would bring the reference lists along). */
export const SEARCH_KEYWORD_MAX_LENGTH = 80;

/** The keyword as the API wants it: trimmed, inner spaces collapsed. */
export function normaliseKeyword(text: string): string {
  return firstCharacters(text.trim().replace(/\s+/g, ' '), SEARCH_KEYWORD_MAX_LENGTH);
}
