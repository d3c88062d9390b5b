import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

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

/** The `message` property of a Lingui descriptor (`{ id: "…", message: "…" }`), as the macros leave it. */
function descriptorMessage(node: Node): Node | null {
  if (node.type !== 'ObjectExpression') return null;
  const properties = (node['properties'] as Node[]).filter((property) => property.type === 'Property');
  const valueOf = (name: string) =>
    properties.find(
      (property) => isNode(property['key']) && (property['key']['name'] ?? property['key']['value']) === name,
    )?.['value'];
  if (stringLiteral(valueOf('id')) === null) return null;
  const message = valueOf('message');
  return stringLiteral(message) === null ? null : (message as Node);
}

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
  } else if (isNode(node)) {
    yield node;
    for (const [key, child] of Object.entries(node)) if (key !== 'type') yield* walk(child);
  }
}

/**
 * Lingui's runtime turns an ICU message ("{count, plural, one {# member} other {# members}}") into tokens with a
 * compiler of 7 KB gzip. The Hindi catalogues come compiled from @lingui/vite-plugin; this compiles the English
 * messages the macros leave in the code at build time too, so the compiler never ships. Plain text stays a string
 * (lib/i18n/index.ts wraps it as its own compiled form).
 */
export function precompileEnglish(): Plugin {
  return {
    name: 'samaj:lingui-precompile-english',
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0] ?? '') || id.includes('node_modules') || !code.includes('message'))
        return null;
      const output = new MagicString(code);
      for (const node of walk(this.parse(code))) {
        const message = descriptorMessage(node);
        if (!message) continue;
        const text = message['value'] as string;
        const compiled = compileMessageOrThrow(text);
        const plain = compiled.length === 1 && compiled[0] === text;
        if (!plain) output.overwrite(message.start, message.end, JSON.stringify(compiled));
      }
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}
