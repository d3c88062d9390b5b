import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { isPlainText, messageKeys } from './vite-lingui-ids.ts';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const stringLiteral = (node: unknown): string | null =>
  isNode(node) && node.type === 'Literal' && typeof node['value'] === 'string' ? node['value'] : null;

interface Descriptor {
  id: Node;
  message: Node;
  /** The `message: "…"` property, and what to cut to drop it (with its comma). */
  messageCut: [number, number];
}

/** The `id` and `message` of a Lingui descriptor (`{ id: "…", message: "…" }`), as the macros leave them. */
function descriptor(node: Node): Descriptor | null {
  if (node.type !== 'ObjectExpression') return null;
  const properties = (node['properties'] as Node[]).filter((property) => property.type === 'Property');
  const indexOf = (name: string) =>
    properties.findIndex(
      (property) => isNode(property['key']) && (property['key']['name'] ?? property['key']['value']) === name,
    );
  const [idAt, messageAt] = [indexOf('id'), indexOf('message')];
  const id = properties[idAt]?.['value'];
  const message = properties[messageAt]?.['value'];
  if (stringLiteral(id) === null || stringLiteral(message) === null) return null;
  const property = properties[messageAt]!;
  const next = properties[messageAt + 1];
  const previous = properties[messageAt - 1];
  const messageCut: [number, number] = next
    ? [property.start, next.start]
    : [previous ? previous.end : property.start, property.end];
  return { id: id as Node, message: message as Node, messageCut };
}

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
  } else if (isNode(node)) {
    yield node;
    for (const [key, child] of Object.entries(node)) if (key !== 'type') yield* walk(child);
  }
}

/** Each module with messages, and the catalogue they are in ('shell' or a feature's name), as the build found them. */
export type CataloguesNeeded = Map<string, string>;

/** The catalogue a module's messages are extracted into (lingui.config.ts): its feature's, or the shell's. */
const featureOf = (id: string) => /\/src\/features\/([^/]+)\//.exec(id)?.[1];

/**
 * What the build does to Lingui's output, for a small download:
 * - Lingui's runtime turns an ICU message ("{count, plural, one {# member} other {# members}}") into tokens with a
 *   compiler of 7 KB gzip. The Hindi catalogues come compiled from @lingui/vite-plugin; the English messages the macros
 *   leave in the code are compiled here, so the compiler never ships. Plain text stays a string (lib/i18n/index.ts
 *   wraps it as its own compiled form).
 * - Message ids become shorter keys (vite-lingui-ids.ts), in the code and in the Hindi catalogues alike: a plain text
 *   is its own key, and its English is not repeated beside it.
 * - A feature's module with messages tells lib/i18n/catalogs.ts, when it is evaluated, that its feature's Hindi
 *   catalogue is needed: a Hindi reader fetches the catalogues of the screens they open, nothing more.
 */
export function linguiBuild(srcDir: string, cataloguesNeeded: CataloguesNeeded = new Map()): Plugin {
  let keys: Promise<Map<string, string>> | undefined;
  return {
    name: 'samaj:lingui-build',
    buildStart() {
      keys = messageKeys(srcDir);
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? '';
      keys ??= messageKeys(srcDir);
      const keyOf = await keys;
      if (file.endsWith('.po')) return rekeyCatalogue(this.parse(code), code, keyOf);
      if (!/\.[jt]sx?$/.test(file) || id.includes('node_modules') || !code.includes('message')) return null;
      const output = new MagicString(code);
      let messages = 0;
      for (const node of walk(this.parse(code))) {
        const found = descriptor(node);
        if (!found) continue;
        messages += 1;
        const text = found.message['value'] as string;
        // A message not in the catalogues yet (before `npm run i18n:extract`) keeps Lingui's id.
        const key = keyOf.get(found.id['value'] as string);
        if (key) output.overwrite(found.id.start, found.id.end, JSON.stringify(key));
        if (key === text) output.remove(...found.messageCut);
        else if (!isPlainText(text))
          output.overwrite(found.message.start, found.message.end, JSON.stringify(compileMessageOrThrow(text)));
      }
      const feature = featureOf(file);
      if (messages > 0) cataloguesNeeded.set(file, feature ?? 'shell');
      if (messages > 0 && feature)
        output.append(
          `\nimport { needCatalog as __needCatalog } from '@/lib/i18n/catalogs';\n__needCatalog(${JSON.stringify(feature)});\n`,
        );
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}

/** A compiled catalogue (`export const messages = JSON.parse("{…}")`) under the keys the code uses. */
function rekeyCatalogue(program: unknown, code: string, keyOf: Map<string, string>) {
  for (const node of walk(program)) {
    const callee = node['callee'];
    const argument = (node['arguments'] as Node[] | undefined)?.[0];
    const json = stringLiteral(argument);
    if (node.type !== 'CallExpression' || !isNode(callee) || callee.type !== 'MemberExpression' || json === null)
      continue;
    const messages = Object.entries(JSON.parse(json) as Record<string, unknown>).map(
      ([id, message]) => [keyOf.get(id) ?? id, message] as const,
    );
    const output = new MagicString(code);
    output.overwrite(argument!.start, argument!.end, JSON.stringify(JSON.stringify(Object.fromEntries(messages))));
    return { code: output.toString(), map: null };
  }
  throw new Error(
    'A compiled Lingui catalogue without its JSON.parse("…"): has @lingui/vite-plugin changed its output?',
  );
}
