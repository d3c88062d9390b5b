/**
 * `node --max-old-space-size=8192 scripts/node.mjs scripts/heap-diff.ts BEFORE.heapsnapshot AFTER.heapsnapshot [N]`
 *
 * What the API holds more of in the second heap snapshot than in the first (`npm run bench -- --soak
 * --heap-snapshots DIR` writes them): live objects counted by constructor (a snapshot holds only what is still
 * reachable: it collects garbage first), the N groups (25) that grew most by bytes and by count, and the totals by
 * kind (objects, strings, code, arrays...). The bytes are each object's own size, as DevTools' "Shallow size".
 */
import { readFileSync } from 'node:fs';

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

interface Group {
  count: number;
  bytes: number;
}

/** Live objects by constructor (objects and native objects) or by kind in parentheses (strings, code, arrays...). */
function groupsOf(file: string): Map<string, Group> {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot;
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
  ];
  const groups = new Map<string, Group>();
  for (let node = 0; node < heap.nodes.length; node += fields.length) {
    const type = types[heap.nodes[node + typeAt]!]!;
    const key = type === 'object' || type === 'native' ? heap.strings[heap.nodes[node + nameAt]!]! : `(${type})`;
    const group = groups.get(key) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += heap.nodes[node + sizeAt]!;
    groups.set(key, group);
  }
  return groups;
}

const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(2);
const signed = (value: number, text: string) => `${value >= 0 ? '+' : ''}${text}`;

function table(rows: { key: string; before: Group; after: Group }[]): string {
  const name = (key: string) => (key.length > 60 ? `${key.slice(0, 57)}...` : key).replaceAll('|', '\\|');
  return [
    '| constructor or kind | count before | count after | Δ count | MB before | MB after | Δ MB |',
    '|---|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      ({ key, before, after }) =>
        `| ${name(key)} | ${before.count.toLocaleString('en-US')} | ${after.count.toLocaleString('en-US')} | ` +
        `${signed(after.count - before.count, (after.count - before.count).toLocaleString('en-US'))} | ` +
        `${mb(before.bytes)} | ${mb(after.bytes)} | ${signed(after.bytes - before.bytes, mb(after.bytes - before.bytes))} |`,
    ),
  ].join('\n');
}

const [beforeFile, afterFile, limit = '25'] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('Usage: node scripts/node.mjs scripts/heap-diff.ts BEFORE.heapsnapshot AFTER.heapsnapshot [N]');
  process.exit(1);
}
const before = groupsOf(beforeFile);
const after = groupsOf(afterFile);
const none = { count: 0, bytes: 0 };
const rows = [...new Set([...before.keys(), ...after.keys()])].map((key) => ({
  key,
  before: before.get(key) ?? none,
  after: after.get(key) ?? none,
}));
const total = (groups: Map<string, Group>) => [...groups.values()].reduce((sum, group) => sum + group.bytes, 0);
const top = Number(limit);
console.log(`Heap: ${mb(total(before))} MB → ${mb(total(after))} MB (own sizes of live objects)\n`);
console.log('By kind:\n');
console.log(table(rows.filter((row) => row.key.startsWith('(')).sort((a, b) => b.after.bytes - a.after.bytes)));
console.log(`\nThe ${top} that grew most by bytes:\n`);
const byBytes = (row: (typeof rows)[number]) => row.after.bytes - row.before.bytes;
console.log(table([...rows].sort((a, b) => byBytes(b) - byBytes(a)).slice(0, top)));
console.log(`\nThe ${top} that grew most by count:\n`);
const byCount = (row: (typeof rows)[number]) => row.after.count - row.before.count;
console.log(table([...rows].sort((a, b) => byCount(b) - byCount(a)).slice(0, top)));
