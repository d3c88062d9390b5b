import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const artifactsDir = path.join(import.meta.dirname, '.artifacts');
/** A busy machine may need longer: E2E_START_TIMEOUT_MS. */
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS) || 60_000;

/** Starts the real server (API + built SPA) on a free port with a fresh database; returns its teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error(
      'The web app is not built. Run `npm run build -w apps/web` first (`npm run test:e2e` does it for you).',
    );
  }
  await mkdir(path.join(artifactsDir, 'screens'), { recursive: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'samaj-e2e-'));
  // One log per run: specs read one-time codes from it, and two runs must never share it.
  const logPath = path.join(artifactsDir, `server-${process.pid}.log`);
  const log = createWriteStream(logPath, { flags: 'w' });

  const server = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      // The specs make their own members; `npm run bench:web` measures the demo member's feed (E2E_SEED_DEMO=true).
      SEED_DEMO: process.env.E2E_SEED_DEMO === 'true' ? 'true' : 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      RATE_LIMIT_ENABLED: 'false',
      OTP_SENDS_PER_PHONE_AND_IP_PER_15_MIN: '100',
      OTP_SENDS_PER_PHONE_AND_IP_PER_DAY: '1000',
      OTP_SENDS_PER_IP_PER_HOUR: '100000',
      OTP_SENDS_PER_PHONE_PER_DAY: '1000',
      // The admin the moderation specs act as (e2e/fixtures.ts adminViaApi), and the officer the grievance page names.
      ADMIN_PHONE_NUMBERS: '+919000000001',
      GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@samaj.example',
      GRIEVANCE_OFFICER_PHONE: '+91 80 4000 1234',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.pipe(log, { end: false });
  server.stderr!.pipe(log, { end: false });

  let baseUrl: string;
  try {
    baseUrl = await waitForStart(server, logPath);
  } catch (error) {
    await stop(server);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_LOG = logPath;

  return async () => {
    await stop(server);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
}

function waitForStart(server: ChildProcess, logPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const cleanUp = () => {
      clearTimeout(timer);
      server.stdout!.off('data', onData);
      server.off('exit', onExit);
    };
    const fail = async (reason: string) => {
      cleanUp();
      const tail = (await readFile(logPath, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
      reject(new Error(`${reason}\n--- last lines of ${logPath} ---\n${tail}`));
    };
    const onExit = (code: number | null) => void fail(`The server exited with code ${code} before it was ready.`);
    // Reads the pino lines alongside the pipe to the log file (a second 'data' listener, so the pipe keeps flowing).
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        let message = line;
        try {
          message = (JSON.parse(line) as { msg?: string }).msg ?? line;
        } catch {
          // Not a pino JSON line; match the raw text.
        }
        const match = /Samaj is running at (https?:\/\/[^\s)]+)/.exec(message);
        if (match) {
          cleanUp();
          resolve(match[1]!.replace(/\/$/, ''));
          return;
        }
      }
    };
    const timer = setTimeout(
      () => void fail(`The server did not start within ${START_TIMEOUT_MS / 1000} s.`),
      START_TIMEOUT_MS,
    );
    server.stdout!.on('data', onData);
    server.on('exit', onExit);
  });
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10_000)),
  ]);
  if (timedOut) {
    server.kill('SIGKILL');
    await exited;
  }
}
