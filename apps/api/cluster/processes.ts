/** Real processes for the multi-machine test: API servers and nginx, each with its own folders, ports and logs. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { randomInt } from 'node:crypto';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');
export const nginxConfigFile = path.join(repoRoot, 'deploy/nginx.conf');

export interface RunningProcess {
  name: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

export interface ApiProcess extends RunningProcess {
  port: number;
  url: string;
}

function track(name: string, child: ChildProcess): RunningProcess & { exited: Promise<number | null> } {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `node apps/api/src/server.ts` as `npm start` runs it in production, on a free port of 127.0.0.1. Resolves once
 * it listens (its "Samaj is running at" line); rejects with its output if it exits first.
 */
export async function startApi(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tracked = track(name, child);
  const port = await new Promise<number>((resolve, reject) => {
    const listening = (chunk: Buffer) => {
      const match = /Samaj is running at http:\/\/[\w.]+:(\d+)/.exec(tracked.output() + chunk.toString());
      if (!match) return;
      child.stdout?.off('data', listening);
      resolve(Number(match[1]));
    };
    child.stdout?.on('data', listening);
    void tracked.exited.then((code) => reject(new Error(`${name} exited (${code}) before listening:\n${tracked.output()}`)));
  });
  return { ...tracked, port, url: `http://127.0.0.1:${port}` };
}

/** A free TCP port of 127.0.0.1 (asked from the system, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .on('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = address && typeof address === 'object' ? address.port : 0;
        server.close(() => resolve(port));
      });
  });
}

/**
 * deploy/nginx.conf with only its ports changed (the upstreams' 3000 and 3001, the listen port 80), included in a
 * main configuration whose pid, logs and temporary files are in `dir`. Runs it in the foreground and resolves once
 * it accepts connections.
 */
export async function startNginx(
  nginx: string,
  dir: string,
  ports: { listen: number; first: number; second: number },
): Promise<RunningProcess & { url: string }> {
  const site = readFileSync(nginxConfigFile, 'utf8')
    .replaceAll('127.0.0.1:3000', `127.0.0.1:${ports.first}`)
    .replaceAll('127.0.0.1:3001', `127.0.0.1:${ports.second}`)
    .replace('listen 80;', `listen 127.0.0.1:${ports.listen};`)
    .replace('listen [::]:80;', `listen [::1]:${ports.listen};`);
  // Workers may run as another user (nobody, when started as root): they write request bodies here.
  chmodSync(dir, 0o755);
  const temp = path.join(dir, 'temp');
  mkdirSync(temp, { mode: 0o777 });
  chmodSync(temp, 0o777);
  writeFileSync(path.join(dir, 'samaj.conf'), site);
  const main = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include ${dir}/samaj.conf;
}
`;
  const mainFile = path.join(dir, 'nginx.conf');
  writeFileSync(mainFile, main);
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', mainFile];
  const checked = spawnSync(nginx, ['-t', ...args]);
  if (checked.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.stderr.toString()}`);

  const tracked = track('nginx', spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
  const url = `http://127.0.0.1:${ports.listen}`;
  await waitUntilListening(ports.listen, tracked);
  return { ...tracked, url };
}

/** Connects until the port accepts (nginx prints nothing when it is up); fails with the log if nginx exits. */
async function waitUntilListening(port: number, process: ReturnType<typeof track>) {
  let exited = false;
  void process.exited.then(() => (exited = true));
  for (let attempt = 0; attempt < 200; attempt++) {
    if (exited) throw new Error(`nginx exited:\n${process.output()}`);
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (accepted) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}:\n${process.output()}`);
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** JSON body (sets the content type). */
  json?: unknown;
}

/**
 * An HTTP client that connects from its own loopback address (127.x.y.z), as a separate phone would: per-address
 * rate limits of one test (or one run) never meet another's.
 */
export function clientFrom(localAddress: string) {
  return (base: string, urlPath: string, options: CallOptions = {}): Promise<Answer> => {
    const url = new URL(urlPath, base);
    const body = options.json === undefined ? options.body : JSON.stringify(options.json);
    const headers = {
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
      ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
    };
    return new Promise((resolve, reject) => {
      const outgoing = request(
        { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: options.method ?? 'GET', headers, localAddress },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const bytes = Buffer.concat(chunks);
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: bytes,
              json: <T>() => JSON.parse(bytes.toString()) as T,
            });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}

/** This run's loopback network, 127.a.b.0/24 chosen at random: clients of another run use another one. */
const runNetwork = `127.${randomInt(2, 255)}.${randomInt(0, 256)}`;
let addressCounter = 1;
/** A loopback address no other client of this run uses. */
export function uniqueLoopbackAddress(): string {
  addressCounter += 1;
  if (addressCounter > 254) throw new Error('more clients than one /24 of loopback addresses');
  return `${runNetwork}.${addressCounter}`;
}
