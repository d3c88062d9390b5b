import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { HINDI_REFERENCE_LISTS, loadHindiLabels } from '@samaj/shared/reference/hindi';

/*
 * Specs in Hindi, written with the English of the code: hi('Send interest') is the Hindi the member sees, read from
 * the catalogues, so a better translation never breaks a spec. expectNoEnglishUi fails on English the app itself shows.
 */

const webSrc = path.resolve(import.meta.dirname, '../apps/web/src');

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : catalogueFiles(full);
    return entry.name === 'hi.po' ? [full] : [];
  });
}

/** `"…" "…"` continuation lines of a PO entry, unescaped. */
const poString = (lines: string[]) =>
  lines
    .map((line) => line.replace(/^(msgctxt|msgid|msgstr)\s*/, '').trim())
    .filter((quoted) => quoted.startsWith('"'))
    .map((quoted) => JSON.parse(quoted) as string)
    .join('');

function readCatalogue(file: string): [string, string][] {
  return readFileSync(file, 'utf8')
    .split(/\n\n+/)
    .flatMap((entry) => {
      const lines = entry.split('\n').filter((line) => !line.startsWith('#'));
      const idAt = lines.findIndex((line) => line.startsWith('msgid '));
      const strAt = lines.findIndex((line) => line.startsWith('msgstr '));
      if (idAt < 0 || strAt < 0) return [];
      const id = poString(lines.slice(idAt, strAt));
      const translation = poString(lines.slice(strAt));
      const context = lines.find((line) => line.startsWith('msgctxt '));
      const key = context ? `${poString([context])}\u0004${id}` : id;
      return id && translation ? [[key, translation] as [string, string]] : [];
    });
}

const hindi = new Map(catalogueFiles(webSrc).flatMap(readCatalogue));

/** The Hindi of an English message of the app, with `{name}` values filled in (`context` as the code gives it). */
export function hi(english: string, values: Record<string, string | number> = {}, context?: string): string {
  const translation = hindi.get(context ? `${context}\u0004${english}` : english);
  if (translation === undefined) throw new Error(`No Hindi for "${english}" in the catalogues`);
  return translation.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** A regular expression matching the Hindi text exactly (for getByRole names). */
export const hiExact = (english: string, values: Record<string, string | number> = {}, context?: string) =>
  new RegExp(`^\\s*${hi(english, values, context).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** Opens every page of `page`'s context in Hindi (as a member who chose it on the login screen). */
export async function useHindi(page: Page): Promise<void> {
  await page.context().addInitScript(() => localStorage.setItem('language', 'hi'));
}

/** Words an English reader and a Hindi reader share: the brand, and what members say in English. */
const SHARED_WORDS = new Set([
  ...['samaj', 'otp', 'whatsapp', 'pdf', 'zip', 'jpeg', 'png', 'webp', 'enter', 'tab'],
  // Browsers and systems, as the sessions list names a device ("Android पर Chrome").
  ...['android', 'iphone', 'ipad', 'chrome', 'chromeos', 'firefox', 'safari', 'edge', 'opera', 'samsung', 'internet'],
  ...['windows', 'mac', 'linux'],
]);

/**
 * Remembers every text the API sent to the page (names, posts, messages, keywords and other members' content), so that
 * expectNoEnglishUi can tell members' own words, which are never translated, from the app's.
 */
/** The responses of each collected set still being read: a screen is checked only once they are all in the set. */
const readingResponses = new WeakMap<Set<string>, Set<Promise<void>>>();

export function collectMemberContent(page: Page): Set<string> {
  const seen = new Set<string>();
  const reading = new Set<Promise<void>>();
  readingResponses.set(seen, reading);
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.length >= 3) seen.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response
      .json()
      .then(walk, () => {})
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return seen;
}

/**
 * Reference values that have a Hindi label (places, languages, degrees, professions, the profile's choices): the API
 * sends them in English, yet a Hindi reader must see them in Hindi, so they never count as members' own words.
 */
const hindiReferenceValues = loadHindiLabels().then(
  (labels) =>
    new Set(
      HINDI_REFERENCE_LISTS.flatMap((list) =>
        Object.entries(labels[list]).flatMap(([value, label]) => (label === null ? [] : [value])),
      ),
    ),
);

/** The Hindi labels of the reference data: on an English screen, always a mistake. */
const hindiReferenceLabels = loadHindiLabels().then(
  (labels) =>
    new Set(
      HINDI_REFERENCE_LISTS.flatMap((list) =>
        Object.values(labels[list]).filter((label): label is string => typeof label === 'string'),
      ),
    ),
);

/**
 * Waits until the page's requests are over and every response has been read into `memberContent`: the page may show
 * a member's words before their response has been read here, and a screen drawn from the app's kept data first (the
 * offline copy) shows words whose fresh response is still on its way (two rare failures of hindi-journey, 2026-11-27).
 */
async function responsesRead(page: Page, memberContent: Set<string>): Promise<void> {
  await page.waitForLoadState('networkidle');
  await Promise.all(readingResponses.get(memberContent) ?? []);
}

/** Every text the screen shows or names for a screen reader, but what is marked as the other language on purpose. */
async function shownTexts(page: Page, otherLanguage: 'en' | 'hi'): Promise<string[]> {
  return page.evaluate((other) => {
    // What a member typed into a field is theirs.
    const skip = `script, style, textarea, [aria-hidden="true"], [lang="${other}"]`;
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest(skip) || !parent.checkVisibility()) continue;
      out.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (!element.checkVisibility() || element.closest(`[lang="${other}"]`)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  }, otherLanguage);
}

/** What is left of a text once members' own words (longest first) are taken out. */
function withoutMemberContent(text: string, members: string[]): string {
  let rest = text;
  for (const content of members) if (rest.includes(content)) rest = rest.split(content).join(' ');
  return rest;
}

/**
 * Fails when the screen shows English of the app's own: visible text, placeholders, and names for screen readers,
 * and reference values (a city, a degree) in English where they have a Hindi label.
 */
export async function expectNoEnglishUi(page: Page, memberContent: Set<string>, screen: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await responsesRead(page, memberContent);
  // Marked as English on purpose (the language switch's "English") is left out.
  const texts = await shownTexts(page, 'en');
  const referenceValues = await hindiReferenceValues;
  const members = [...memberContent].filter((text) => !referenceValues.has(text)).sort((a, b) => b.length - a.length);
  const english = texts.flatMap((text) => {
    // Addresses read the same in every language (an e-mail example, a link).
    if (/^\S+@\S+\.\S+$|^https?:\/\//.test(text)) return [];
    // File names read the same in every language ("data.json").
    const rest = withoutMemberContent(text, members).replace(/\b[\w-]+\.(json|zip|pdf|png|jpe?g)\b/gi, ' ');
    const words = (rest.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !SHARED_WORDS.has(word.toLowerCase()));
    return words.length > 0 ? [text] : [];
  });
  expect([...new Set(english)], `English on the Hindi screen "${screen}"`).toEqual([]);
}

/** Fails when an English screen shows Hindi of the app's own (members' own words in Hindi are theirs to write). */
export async function expectNoHindiUi(page: Page, memberContent: Set<string>, screen: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await responsesRead(page, memberContent);
  // Marked as Hindi on purpose (the language switch's "हिन्दी") is left out.
  const texts = await shownTexts(page, 'hi');
  // A member's first name alone ("Namaste, सुनीता") and an avatar's initial ("स") are theirs too; a Hindi reference
  // label ("पटना") never is.
  const labels = await hindiReferenceLabels;
  const words = [...memberContent]
    .flatMap((text) => text.split(/\s+/))
    .filter((word) => !labels.has(word))
    .flatMap((word) => [word, word[0]!]);
  const members = [...memberContent, ...words].sort((a, b) => b.length - a.length);
  const hindi = texts.filter((text) => /[\u0900-\u097F]/.test(withoutMemberContent(text, members)));
  expect([...new Set(hindi)], `Hindi on the English screen "${screen}"`).toEqual([]);
}

/**
 * Fails when a button's words do not fit it (Hindi runs up to half as long again as the English, and its matras
 * reach above and below the line): wider or taller than the button, they are cut off or spill out of it.
 */
export async function expectNoCutButtons(page: Page, screen: string): Promise<void> {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], [role="menuitem"]')]
      .filter((button) => button.checkVisibility() && button.innerText.trim())
      .filter((button) => button.scrollWidth > button.clientWidth + 1 || button.scrollHeight > button.clientHeight + 1)
      .map(
        (button) =>
          `${button.innerText.trim()} (${button.clientWidth}×${button.clientHeight}, text ${button.scrollWidth}×${button.scrollHeight})`,
      ),
  );
  expect(cut, `buttons whose words do not fit on "${screen}"`).toEqual([]);
}
