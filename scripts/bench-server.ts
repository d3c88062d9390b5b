/** The API process `npm run bench` loads: started on a free port of 127.0.0.1, stopped at the end or on a signal. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BenchError } from './bench-database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_START_TIMEOUT_MS = 60_000;
const SERVER_STOP_TIMEOUT_MS = 15_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  output: string[];
}

/** The API child process, so that an interrupted run still stops it. */
let apiProcess: ChildProcess | undefined;

/** The API process of the run, if one was started. */
export function runningApi(): ChildProcess | undefined {
  return apiProcess;
}

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * The API's Node flags as `npm start` and deploy/samaj@.service run it (why: docs/BENCHMARKS.md, "memory").
 * `BENCH_API_NODE_FLAGS="…"` replaces them for one run, to measure another setting the same way (its section says so).
 */
export const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50'];

export function apiNodeFlags(): string[] {
  const chosen = process.env['BENCH_API_NODE_FLAGS'];
  return chosen === undefined ? PRODUCTION_NODE_FLAGS : chosen.split(/\s+/).filter(Boolean);
}

/** `nodeFlags`: more of Node's flags for the API process (a diagnostic run: `--heapsnapshot-signal`). */
export async function startServer(env: Record<string, string>, nodeFlags: string[] = []): Promise<RunningServer> {
  const server = await startProcess('The API', 'apps/api/src/server.ts', '/api/ready', env, nodeFlags);
  apiProcess = server.child;
  return server;
}

/** The stack's floor beside the API (scripts/bench-reference.ts), with the same Node flags, on the same database. */
export function startReferenceServer(databaseUrl: string): Promise<RunningServer> {
  return startProcess('The reference server', 'scripts/bench-reference.ts', '/health', { DATABASE_URL: databaseUrl });
}

async function startProcess(
  label: string,
  script: string,
  readyPath: string,
  env: Record<string, string>,
  nodeFlags: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  // As `npm start` and deploy/samaj@.service run it (the young generation's size: docs/BENCHMARKS.md, memory).
  const child = spawn(process.execPath, [...apiNodeFlags(), ...nodeFlags, script], {
    cwd: repoRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      ...(process.env['NODE_COMPILE_CACHE'] ? { NODE_COMPILE_CACHE: process.env['NODE_COMPILE_CACHE'] } : {}),
      // glibc's malloc arenas, to compare (docs/BENCHMARKS.md, memory).
      ...(process.env['MALLOC_ARENA_MAX'] ? { MALLOC_ARENA_MAX: process.env['MALLOC_ARENA_MAX'] } : {}),
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server = { baseUrl: `http://127.0.0.1:${port}`, child, output };

  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      throw new BenchError(
        `${label} exited (${child.exitCode ?? child.signalCode}) on start:\n${output.slice(-20).join('\n')}`,
      );
    }
    try {
      const response = await fetch(`${server.baseUrl}${readyPath}`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new BenchError(
    `${label} was not ready within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output.slice(-20).join('\n')}`,
  );
}

export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
