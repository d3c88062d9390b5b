/**
 * `node scripts/memory-breakdown.ts PORT [SECONDS] [OUT.csv]`: where a Node process's resident memory is, every SECONDS
 * (10) until it exits, as CSV lines. The process must run with `--inspect=127.0.0.1:PORT` (for a soak:
 * `BENCH_API_NODE_FLAGS="--max-semi-space-size=16 --heap-growing-percent=50 --inspect=127.0.0.1:PORT" npm run bench -- --soak`).
 *
 * Columns, in MiB: RSS, its anonymous and file-backed parts (/proc/PID/status), V8's committed heap pages and the live
 * objects in them (by space: young, old, code, large objects), the memory outside V8's heap that V8 knows of
 * (`external`, of which `arrayBuffers`), and the anonymous memory that is not V8's heap (`native`: glibc's malloc,
 * buffers, the threads' stacks, and pages V8 freed but keeps mapped); then the garbage collections' pauses and the
 * process's CPU time so far, in ms (their ratio: what a heap setting costs). A diagnostic of issue 17
 * (docs/BENCHMARKS.md), not part of the benchmark.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';

const [portText, secondsText = '10', out] = process.argv.slice(2);
if (!portText) throw new Error('Usage: node scripts/memory-breakdown.ts PORT [SECONDS] [OUT.csv]');
const port = Number(portText);
const everyMs = Number(secondsText) * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes: number) => (bytes / 1024 ** 2).toFixed(1);

async function inspectorUrl(): Promise<string> {
  for (;;) {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
        webSocketDebuggerUrl: string;
      }[];
      if (targets[0]) return targets[0].webSocketDebuggerUrl;
    } catch {
      // Not started yet.
    }
    await sleep(1000);
  }
}

const socket = new WebSocket(await inspectorUrl());
await new Promise((resolve, reject) => {
  socket.onopen = resolve;
  socket.onerror = reject;
});
let nextId = 1;
const waiting = new Map<number, (value: unknown) => void>();
socket.onmessage = (event) => {
  const message = JSON.parse(String(event.data)) as { id?: number; result?: { result?: { value?: unknown } } };
  if (message.id !== undefined) waiting.get(message.id)?.(message.result?.result?.value);
};
const closed = new Promise((resolve) => (socket.onclose = resolve));
function evaluate(expression: string): Promise<unknown> {
  const id = nextId++;
  socket.send(JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }));
  return new Promise((resolve) => waiting.set(id, resolve));
}

// Garbage collections' pauses, added up in the process from the first sample on (a PerformanceObserver it keeps).
const gcTotal = `(globalThis.__memoryBreakdownGc ??= (() => {
  const total = { ms: 0 };
  const { PerformanceObserver } = process.getBuiltinModule('perf_hooks');
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) total.ms += entry.duration; })
    .observe({ entryTypes: ['gc'] });
  return total;
})()).ms`;
const probe = `JSON.stringify({
  gcMs: ${gcTotal},
  cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  pid: process.pid,
  usage: process.memoryUsage(),
  spaces: process.getBuiltinModule('v8').getHeapSpaceStatistics(),
})`;
interface Probe {
  gcMs: number;
  cpuMs: number;
  pid: number;
  usage: NodeJS.MemoryUsage;
  spaces: { space_name: string; physical_space_size: number; space_used_size: number }[];
}
const header =
  'time,rss,rss_anon,rss_file,v8_pages,v8_live,young_pages,old_pages,code_pages,large_pages,external,array_buffers,native,gc_pause_ms,cpu_ms';
console.log(header);
if (out) writeFileSync(out, `${header}\n`);
const started = Date.now();
let stop = false;
void closed.then(() => (stop = true));
while (!stop) {
  const raw = await Promise.race([evaluate(probe), closed]);
  if (typeof raw !== 'string') break;
  const { gcMs, cpuMs, pid, usage, spaces } = JSON.parse(raw) as Probe;
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    break;
  }
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) * 1024;
  const pages = (names: string[]) =>
    spaces.filter((s) => names.includes(s.space_name)).reduce((sum, s) => sum + s.physical_space_size, 0);
  const v8Pages = spaces.reduce((sum, s) => sum + s.physical_space_size, 0);
  const line = [
    Math.round((Date.now() - started) / 1000),
    mib(kib('VmRSS')),
    mib(kib('RssAnon')),
    mib(kib('RssFile') + kib('RssShmem')),
    mib(v8Pages),
    mib(spaces.reduce((sum, s) => sum + s.space_used_size, 0)),
    mib(pages(['new_space', 'new_large_object_space'])),
    mib(pages(['old_space', 'trusted_space'])),
    mib(pages(['code_space', 'code_large_object_space', 'trusted_large_object_space'])),
    mib(pages(['large_object_space', 'shared_large_object_space'])),
    mib(usage.external),
    mib(usage.arrayBuffers),
    mib(kib('RssAnon') - v8Pages),
    Math.round(gcMs),
    Math.round(cpuMs),
  ].join(',');
  console.log(line);
  if (out) appendFileSync(out, `${line}\n`);
  await sleep(everyMs);
}
socket.close();
