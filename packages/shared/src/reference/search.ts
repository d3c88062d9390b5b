/**
 * Searching a reference list as a member types: in English or, given the Hindi labels, in Hindi (पटना finds Patna).
 */

/** What a member may type differently folds away: letter case, and the Hindi nukta and chandrabindu (मुजफ्फरपुर finds मुज़फ़्फ़रपुर). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .trim()
    .toLocaleLowerCase();
}

/** Options whose English value or label starts with the query first, then those containing it, each in list order. */
export function searchReferenceOptions(
  options: readonly string[],
  query: string,
  labelOf?: (option: string) => string | undefined,
): readonly string[] {
  const needle = foldForSearch(query);
  if (!needle) return options;
  const starts: string[] = [];
  const contains: string[] = [];
  for (const option of options) {
    const names = [option, labelOf?.(option)].filter((name) => name !== undefined).map(foldForSearch);
    if (names.some((name) => name.startsWith(needle))) starts.push(option);
    else if (names.some((name) => name.includes(needle))) contains.push(option);
  }
  return [...starts, ...contains];
}
