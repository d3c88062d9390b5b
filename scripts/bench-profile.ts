/**
 * `npm run bench -- --cpu-prof`: where each endpoint's time goes. The API runs with the inspector on a private port of
 * 127.0.0.1; for each endpoint the V8 sampling profiler records the measured run, and we write a flame graph
 * (docs/flamegraphs/<endpoint>.svg) and the share of the API's CPU time per part of the stack (our code, zod,
 * fastify, the database driver, JSON, garbage collection, idle) for docs/BENCHMARKS.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BenchError } from './bench-database.ts';
import { appendSection, benchmarksFile, machineSummary, type Measurement, resultTable } from './bench-report.ts';

/** What V8's Profiler.stop returns (the parts we read). */
interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: CpuProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Samples every 200 µs: enough detail for requests of a few milliseconds, little overhead. */
const SAMPLING_INTERVAL_US = 200;

/** A connection to the API's inspector that starts and stops the CPU profiler. */
export class Profiler {
  private nextId = 1;
  private readonly pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();

  private readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
      if (message.id === undefined) return;
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
    });
  }

  static async connect(inspectorPort: number): Promise<Profiler> {
    const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
      webSocketDebuggerUrl: string;
    }[];
    const target = targets[0];
    if (!target) throw new BenchError('The API shows no inspector target');
    const socket = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new BenchError('Could not open the API inspector')), {
        once: true,
      });
    });
    const profiler = new Profiler(socket);
    await profiler.call('Profiler.enable');
    await profiler.call('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    return profiler;
  }

  private call<T>(method: string, params: object = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, (message) =>
        message.error ? reject(new BenchError(`${method}: ${message.error.message}`)) : resolve(message.result as T),
      );
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  start = () => this.call('Profiler.start');
  stop = async () => (await this.call<{ profile: CpuProfile }>('Profiler.stop')).profile;
  close = () => this.socket.close();
}

/** The part of the stack a function belongs to: a package, a folder of our code, or V8's own entries. */
export function partOf(frame: CpuProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(program)') return 'V8 (compiling, runtime)';
    if (functionName === 'stringify' || functionName === 'parse') return 'JSON';
    return 'native';
  }
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return 'Node (http, net, streams)';
  const ours = /\/(apps\/api\/src|packages\/shared\/src)\/(?:modules\/)?([^/]+)/.exec(url);
  if (ours) return `ours: ${ours[1] === 'packages/shared/src' ? 'shared' : ours[2]!.replace(/\.ts$/, '')}`;
  return 'other';
}

interface FrameTree {
  name: string;
  part: string;
  self: number;
  total: number;
  children: Map<string, FrameTree>;
}

/** The profile as one tree of call stacks with sample counts, idle left out (it is the machine waiting, not work). */
function frameTree(profile: CpuProfile): { root: FrameTree; idle: number; samples: number } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const root: FrameTree = { name: 'all', part: 'all', self: 0, total: 0, children: new Map() };
  let idle = 0;
  for (const sample of profile.samples) {
    const leaf = nodes.get(sample)!;
    if (leaf.callFrame.functionName === '(idle)') {
      idle++;
      continue;
    }
    const stack: CpuProfileNode[] = [];
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) stack.push(nodes.get(id)!);
    stack.reverse();
    let at = root;
    at.total++;
    for (const node of stack) {
      if (node.callFrame.functionName === '(root)') continue;
      const name = `${node.callFrame.functionName || '(anonymous)'} ${path.basename(node.callFrame.url)}`.trim();
      let child = at.children.get(name);
      if (!child) {
        child = { name, part: partOf(node.callFrame), self: 0, total: 0, children: new Map() };
        at.children.set(name, child);
      }
      child.total++;
      at = child;
    }
    at.self++;
  }
  return { root, idle, samples: profile.samples.length };
}

/** Self time per key of a frame (its part, or its function), as shares of the busy samples, largest first. */
function selfBy(root: FrameTree, keyOf: (node: FrameTree) => string): [string, number][] {
  const byKey = new Map<string, number>();
  const visit = (node: FrameTree) => {
    if (node.self > 0) byKey.set(keyOf(node), (byKey.get(keyOf(node)) ?? 0) + node.self);
    for (const child of node.children.values()) visit(child);
  };
  visit(root);
  return [...byKey.entries()].sort((a, b) => b[1] - a[1]).map(([key, count]) => [key, count / root.total]);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stable colour per part, so the same package has the same colour in every graph. */
function colourOf(part: string): string {
  if (part.startsWith('ours')) return 'hsl(140 55% 62%)';
  if (part === 'garbage collection') return 'hsl(0 0% 70%)';
  let hash = 0;
  for (const char of part) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${20 + (hash % 40)} ${70 + (hash % 20)}% ${58 + (hash % 12)}%)`;
}

const GRAPH_WIDTH = 1200;
const ROW_HEIGHT = 16;
/** Frames narrower than this share of the busy samples are left out (they would be unreadable slivers). */
const SMALLEST_SHARE = 0.002;

/** A static flame graph (no script): widest frames at the bottom, each titled with its share of busy time. */
export function flameGraphSvg(title: string, root: FrameTree): string {
  const boxes: string[] = [];
  let depth = 0;
  const draw = (node: FrameTree, x: number, level: number) => {
    depth = Math.max(depth, level);
    let childX = x;
    for (const child of [...node.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      const width = (child.total / root.total) * GRAPH_WIDTH;
      if (child.total / root.total >= SMALLEST_SHARE) {
        boxes.push(frameBox(child, childX, level + 1, width));
        draw(child, childX, level + 1);
      }
      childX += width;
    }
  };
  const frameBox = (node: FrameTree, x: number, level: number, width: number) => {
    const share = ((node.total / root.total) * 100).toFixed(1);
    const label = width > 40 ? node.name.slice(0, Math.floor(width / 6.5)) : '';
    return (
      `<g><title>${escapeXml(`${node.name} (${node.part}): ${share} %`)}</title>` +
      `<rect x="${x.toFixed(1)}" y="{Y${level}}" width="${Math.max(width - 0.5, 0.5).toFixed(1)}" height="${ROW_HEIGHT - 1}" fill="${colourOf(node.part)}"/>` +
      (label ? `<text x="${(x + 3).toFixed(1)}" y="{T${level}}">${escapeXml(label)}</text>` : '') +
      '</g>'
    );
  };
  draw(root, 0, 0);
  const height = (depth + 2) * ROW_HEIGHT + 24;
  // Levels grow upwards from the bottom edge, as in Brendan Gregg's flame graphs.
  const yOf = (level: number) => height - level * ROW_HEIGHT - ROW_HEIGHT;
  const body = boxes
    .join('\n')
    .replace(/\{Y(\d+)\}/g, (_, level: string) => String(yOf(Number(level))))
    .replace(/\{T(\d+)\}/g, (_, level: string) => String(yOf(Number(level)) + 11));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${GRAPH_WIDTH}" height="${height}" font-family="monospace" font-size="11">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="4" y="16" font-size="13">${escapeXml(title)} (hover a frame for its share; idle left out)</text>`,
    body,
    '</svg>',
  ].join('\n');
}

export interface ProfileSummary {
  endpoint: string;
  /** Share of the samples the API was busy (the rest it waited: on the database, or for requests). */
  busy: number;
  /** The largest parts of the busy time. */
  parts: [string, number][];
  /** The functions with the most self time, `name file (part)`: printed by the bench, not written down. */
  functions: [string, number][];
  graphFile: string;
}

const slug = (name: string) =>
  name
    .replace(/^GET /, '')
    .replace(/\(.*\)/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** The raw profiles, to open in Chrome's DevTools or speedscope (not committed: several MB each). */
const rawProfileFolder = path.join(path.dirname(benchmarksFile), '..', 'data', 'cpu-profiles');

/**
 * Writes the endpoint's flame graph into `folder` (and its raw profile into data/cpu-profiles) and returns what its
 * row in BENCHMARKS.md says.
 */
export function summariseProfile(endpoint: string, profile: CpuProfile, folder: string): ProfileSummary {
  const { root, idle, samples } = frameTree(profile);
  mkdirSync(folder, { recursive: true });
  mkdirSync(rawProfileFolder, { recursive: true });
  writeFileSync(path.join(rawProfileFolder, `${slug(endpoint)}.cpuprofile`), JSON.stringify(profile));
  const graphFile = path.join(folder, `${slug(endpoint)}.svg`);
  writeFileSync(graphFile, flameGraphSvg(endpoint, root));
  return {
    endpoint,
    busy: samples > 0 ? 1 - idle / samples : 0,
    parts: selfBy(root, (node) => node.part).slice(0, 6),
    functions: selfBy(root, (node) => `${node.name} (${node.part})`).slice(0, 15),
    graphFile,
  };
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** The "where the time goes" table: one row per endpoint, linking its flame graph. */
export function profileTable(summaries: ProfileSummary[], docsFolder: string): string {
  return [
    '| endpoint | API busy | largest parts of the busy time (self time) | flame graph |',
    '|---|--:|---|---|',
    ...summaries.map(
      (summary) =>
        `| ${summary.endpoint} | ${percent(summary.busy)} | ` +
        `${summary.parts.map(([part, share]) => `${part} ${percent(share)}`).join(', ')} | ` +
        `[svg](${path.relative(docsFolder, summary.graphFile)}) |`,
    ),
  ].join('\n');
}

/** The section `--cpu-prof` adds to BENCHMARKS.md: the table, then the figures taken under the profiler. */
export async function appendProfileReport(summaries: ProfileSummary[], measurements: Measurement[]) {
  const now = new Date().toISOString();
  await appendSection(
    [
      `## Where the time goes: CPU profiles, ${now.slice(0, 10)} ${now.slice(11, 16)} UTC`,
      '',
      `\`npm run bench -- --cpu-prof\` (${machineSummary()}): the API's own CPU during each endpoint's run, sampled every ` +
        `${SAMPLING_INTERVAL_US} µs. "API busy" is the share of samples not idle (the rest it waited for the database ` +
        'or the load generator); the parts are shares of the busy samples by where the sampled function lives.',
      '',
      profileTable(summaries, path.dirname(benchmarksFile)),
      '',
      'Figures of the same run (under the profiler, so lower than a normal run):',
      '',
      resultTable(measurements),
      '',
    ].join('\n'),
  );
}
