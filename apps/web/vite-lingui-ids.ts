import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/** The Hindi catalogues of lingui.config.ts: together they hold every message of the app. */
async function catalogueTexts(srcDir: string): Promise<string[]> {
  const features = await readdir(path.join(srcDir, 'features'), { withFileTypes: true });
  const files = [
    path.join(srcDir, 'locales/hi.po'),
    ...features
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(srcDir, 'features', entry.name, 'locales/hi.po')),
  ];
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => null)));
  return texts.filter((text) => text !== null);
}

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
};

/** Each id's shortest prefix that no other id starts with. */
function shortestPrefixes(ids: string[]): Map<string, string> {
  const sorted = [...ids].sort();
  return new Map(
    sorted.map((id, index) => {
      const shared = Math.max(
        index > 0 ? commonPrefix(id, sorted[index - 1]!) : 0,
        index < sorted.length - 1 ? commonPrefix(id, sorted[index + 1]!) : 0,
      );
      return [id, id.slice(0, shared + 1)];
    }),
  );
}

export const isPlainText = (message: string) => {
  const compiled = compileMessageOrThrow(message);
  return compiled.length === 1 && compiled[0] === message;
};

/**
 * The key each message goes by in the built code and the Hindi catalogues, instead of Lingui's id (6 characters of a
 * hash beside every English text: 2.5 KB gzip on a member's home page, hashes being incompressible):
 * - a plain text without a context is its own key: the code keeps `{ id: "Log in" }` alone, and Lingui's runtime
 *   shows the id when the catalogue has no translation, which is what English needs;
 * - any other message (values, plurals, a context) goes by the shortest prefix of its id that no other id starts with
 *   (2 or 3 characters), with its English beside it. A message added later changes only the ids it shares a prefix
 *   with.
 */
export async function messageKeys(srcDir: string): Promise<Map<string, string>> {
  const messages = new Map<string, { text: string; plain: boolean }>();
  for (const text of await catalogueTexts(srcDir)) {
    for (const item of parsePoFile(text).items) {
      if (!item.msgid || item.obsolete) continue;
      const context = item.msgctxt ?? '';
      messages.set(generateMessageId(item.msgid, context), {
        text: item.msgid,
        plain: !context && isPlainText(item.msgid),
      });
    }
  }
  const short = shortestPrefixes([...messages.keys()]);
  const texts = new Set([...messages.values()].filter(({ plain }) => plain).map(({ text }) => text));
  return new Map(
    [...messages].map(([id, { text, plain }]) => {
      if (plain) return [id, text];
      const prefix = short.get(id)!;
      // A short id that is also an English text ("Age", "OK") would find that text's translation: not shortened.
      return [id, texts.has(prefix) ? `#${id}` : prefix];
    }),
  );
}
