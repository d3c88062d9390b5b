/**
 * The chat load of `npm run bench`: many members connected over Socket.IO to one API process, messages sent at a
 * steady rate through POST /api/chats/messages, and the time from each send to its arrival on the receiver's socket.
 * The clients run in a process of their own (`runChatLoadInChild`), so the bench's own work does not delay them.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ClientToServerEvents, ServerToClientEvents } from '@samaj/shared/notifications';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { chats, notifications, reports, sessions, users } from '../apps/api/src/db/schema/index.ts';
import { DEMO_PHONE } from '../apps/api/src/seed/demo.ts';

export interface ChatLoadOptions {
  baseUrl: string;
  /** The API process, for its memory. */
  serverPid: number;
  database: { url?: string; pgliteDir?: string };
  /** The API's JWT_SECRET: the members' access tokens are signed here, for sessions made for the run. */
  jwtSecret: string;
  sockets: number;
  messagesPerSecond: number;
  durationSeconds: number;
  /**
   * At most this many sends waiting for their answer, and none started after `durationSeconds`: a run of fixed length
   * that sends what the API keeps up with (the soak), rather than a queue that grows while it falls behind. Unset,
   * every message is sent, however late (the normal bench).
   */
  maxInFlight?: number;
}

export interface ChatLoadResult {
  sockets: number;
  connectSeconds: number;
  /** Sent first at the same rate, not counted (`WARM_UP_SECONDS`). */
  warmUp: number;
  sent: number;
  delivered: number;
  failedSends: number;
  /** Send (just before the request) to arrival on the receiver's socket, in ms. */
  delivery: { p50: number; p90: number; p99: number; max: number };
  /** The POST's own answer time, in ms. */
  request: { p50: number; p99: number };
  /** The API process's resident memory, in MiB. */
  rss: { before: number; connected: number; after: number };
  achievedRate: number;
  /** The API process's CPU use while the messages went out and arrived (100 = one core). */
  apiCpuPercent: number;
}

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const CONNECT_BATCH = 50;
/** In the progress line the child prints when every socket is connected and the first message goes out. */
const SENDING = 'messages at';
const DRAIN_TIMEOUT_MS = 10_000;
/**
 * Messages sent at the run's rate before the measured ones, and not counted, as the endpoints' 2 s warm-up: the API
 * process's first sends (code not yet optimised, statements not yet prepared on each connection) took 50–130 ms, and
 * they were all of the p99 (seen in a run on 2026-11-27: 78 of the 80 deliveries over 30 ms were among the first 100).
 */
const WARM_UP_SECONDS = 2;

/** A process's memory from /proc/PID/status, in MiB: VmRSS (resident now) or VmHWM (the most it has been). */
export function memoryMiB(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

/** CPU time (user + system) the process has used so far, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat (12 and 13 after the command), in clock ticks.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Members for the run, each with a session of its own and an access token for it. */
async function prepareMembers(options: ChatLoadOptions) {
  const database = await createDatabase({ ...options.database, poolSize: 2 });
  try {
    const members = await database.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.onboardingCompleted, true),
          ne(users.phoneNumber, DEMO_PHONE),
          // Members the benchmark's open reports hold for review may not start conversations: leave them out.
          sql`not exists (select 1 from ${reports} where ${reports.reportedId} = ${users.id} and ${reports.status} = 'OPEN')`,
        ),
      )
      .orderBy(users.id)
      .limit(options.sockets);
    if (members.length < options.sockets) {
      throw new Error(`The chat load needs ${options.sockets} members; the database has ${members.length}`);
    }
    const created = await database.db
      .insert(sessions)
      .values(members.map((member) => ({ userId: member.id, userAgent: 'npm run bench (chat load)' })))
      .returning({ id: sessions.id, userId: sessions.userId });
    const key = new TextEncoder().encode(options.jwtSecret);
    const tokens = await Promise.all(
      created.map(async (session) => ({
        userId: session.userId,
        sessionId: session.id,
        token: await new SignJWT({ sid: session.id })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(session.userId)
          .setIssuedAt()
          // Past the end of the run, however long it is (`npm run bench -- --soak --minutes N`).
          .setExpirationTime(`${Math.ceil(options.durationSeconds / 60) + 30}m`)
          .sign(key),
      })),
    );
    return tokens;
  } finally {
    await database.close();
  }
}

/** Removes what the run created: its sessions, and the chats (with their messages and notifications). */
async function cleanUp(options: ChatLoadOptions, sessionIds: string[], chatIds: string[]) {
  const database = await createDatabase({ ...options.database, poolSize: 2 });
  try {
    if (chatIds.length > 0) {
      await database.db
        .delete(notifications)
        .where(and(eq(notifications.type, 'MESSAGE'), inArray(notifications.entityId, chatIds)));
      await database.db.delete(chats).where(inArray(chats.id, chatIds));
    }
    if (sessionIds.length > 0) await database.db.delete(sessions).where(inArray(sessions.id, sessionIds));
    await database.db.execute(sql`analyze messages, chats, notifications`);
  } finally {
    await database.close();
  }
}

function connect(baseUrl: string, token: string): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    const socket: ClientSocket = io(baseUrl, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

export async function runChatLoad(options: ChatLoadOptions): Promise<ChatLoadResult> {
  const members = await prepareMembers(options);
  const sockets: ClientSocket[] = [];
  const chatIds = new Set<string>();
  try {
    const before = memoryMiB(options.serverPid);
    process.stdout.write(`Chat load: connecting ${options.sockets} sockets... `);
    const connectStarted = performance.now();
    for (let index = 0; index < members.length; index += CONNECT_BATCH) {
      const batch = members.slice(index, index + CONNECT_BATCH);
      sockets.push(...(await Promise.all(batch.map((member) => connect(options.baseUrl, member.token)))));
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    console.log(`${connectSeconds.toFixed(1)} s`);
    // Let the presence announcements of the connections settle before measuring.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const connected = memoryMiB(options.serverPid);

    const sentAt = new Map<number, number>();
    const delivery: number[] = [];
    const requestTimes: number[] = [];
    let failedSends = 0;
    let failedMeasuredSends = 0;
    const half = members.length / 2;
    members.forEach((member, index) => {
      sockets[index]!.on('message:new', (message) => {
        if (message.receiverId !== member.userId) return;
        const match = /^bench (\d+)$/.exec(message.content);
        const started = match ? sentAt.get(Number(match[1])) : undefined;
        if (started !== undefined) delivery.push(performance.now() - started);
        chatIds.add(message.chatId);
      });
    });

    const warmUp = Math.round(options.messagesPerSecond * WARM_UP_SECONDS);
    const total = options.messagesPerSecond * options.durationSeconds;
    const intervalMs = 1000 / options.messagesPerSecond;
    process.stdout.write(
      `Chat load: ${warmUp} messages of warm-up, then ${total} ${SENDING} ${options.messagesPerSecond}/s ` +
        `for ${options.durationSeconds} s... `,
    );
    const pending: Promise<void>[] = [];
    const failSend = (reason: string, measured: boolean) => {
      if (failedSends === 0) console.error(`\nChat load: a send failed (${reason}); only the first failure is shown`);
      failedSends += 1;
      if (measured) failedMeasuredSends += 1;
    };
    const pacingStarted = performance.now();
    let cpuBefore = cpuSeconds(options.serverPid);
    let loadStarted = pacingStarted;
    const { maxInFlight } = options;
    let inFlight = 0;
    const waitingForSlot: (() => void)[] = [];
    let sent = 0;
    for (let sequence = 0; sequence < warmUp + total; sequence += 1) {
      const due = pacingStarted + sequence * intervalMs;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const measured = sequence >= warmUp;
      if (sequence === warmUp) {
        cpuBefore = cpuSeconds(options.serverPid);
        loadStarted = performance.now();
      }
      if (maxInFlight !== undefined) {
        while (inFlight >= maxInFlight) await new Promise<void>((resolve) => waitingForSlot.push(resolve));
        if (measured && performance.now() - loadStarted > options.durationSeconds * 1000) break;
      }
      inFlight += 1;
      if (measured) sent += 1;
      // Member i writes to member i + half: every message crosses between two sockets of the same process.
      const senderIndex = sequence % members.length;
      const sender = members[senderIndex]!;
      const receiver = members[(senderIndex + half) % members.length]!;
      const started = performance.now();
      // Only measured messages are looked up on arrival.
      if (measured) sentAt.set(sequence, started);
      pending.push(
        fetch(`${options.baseUrl}/api/chats/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ receiverId: receiver.userId, content: `bench ${sequence}` }),
        })
          .then(
            async (response) => {
              const body = await response.text();
              if (measured) requestTimes.push(performance.now() - started);
              if (response.status !== 201) failSend(`${response.status} ${body.slice(0, 300)}`, measured);
            },
            (error: Error) =>
              failSend(`${error.message} (${String((error.cause as Error | undefined)?.message)})`, measured),
          )
          .finally(() => {
            inFlight -= 1;
            waitingForSlot.shift()?.();
          }),
      );
    }
    await Promise.all(pending);
    const sendSeconds = (performance.now() - loadStarted) / 1000;
    const drainDeadline = performance.now() + DRAIN_TIMEOUT_MS;
    while (delivery.length < sent - failedMeasuredSends && performance.now() < drainDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const after = memoryMiB(options.serverPid);
    const apiCpu = (cpuSeconds(options.serverPid) - cpuBefore) / ((performance.now() - loadStarted) / 1000);
    console.log(`${delivery.length} delivered`);

    delivery.sort((a, b) => a - b);
    requestTimes.sort((a, b) => a - b);
    return {
      sockets: sockets.length,
      connectSeconds: round(connectSeconds),
      warmUp,
      sent,
      delivered: delivery.length,
      failedSends,
      delivery: {
        p50: round(percentile(delivery, 0.5)),
        p90: round(percentile(delivery, 0.9)),
        p99: round(percentile(delivery, 0.99)),
        max: round(delivery.at(-1) ?? Number.NaN),
      },
      request: { p50: round(percentile(requestTimes, 0.5)), p99: round(percentile(requestTimes, 0.99)) },
      rss: { before, connected, after },
      achievedRate: round(sent / sendSeconds),
      apiCpuPercent: Math.round(apiCpu * 100),
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
    await cleanUp(
      options,
      members.map((member) => member.sessionId),
      [...chatIds],
    );
  }
}

/** The report's section for the chat load. */
export function chatLoadReport(result: ChatLoadResult): string {
  const goal = result.delivery.p99 < 50 ? 'met' : 'missed';
  return [
    `Chat load: ${result.sockets.toLocaleString('en-US')} Socket.IO clients connected to the one API process ` +
      `(in ${result.connectSeconds} s), ${result.sent.toLocaleString('en-US')} messages through ` +
      `POST /api/chats/messages at ${result.achievedRate} a second, each to another connected member ` +
      `(who does not have that chat open, so each also updates a notification), after ` +
      `${result.warmUp.toLocaleString('en-US')} of warm-up at the same rate, not counted.`,
    '',
    '| delivered | failed sends | delivery p50 (ms) | p90 | p99 | max | POST p50 (ms) | POST p99 | API CPU | API RSS before → connected → after (MiB) |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    `| ${result.delivered.toLocaleString('en-US')} / ${result.sent.toLocaleString('en-US')} | ${result.failedSends} | ` +
      `${result.delivery.p50} | ${result.delivery.p90} | ${result.delivery.p99} | ${result.delivery.max} | ` +
      `${result.request.p50} | ${result.request.p99} | ${result.apiCpuPercent} % | ` +
      `${result.rss.before} → ${result.rss.connected} → ${result.rss.after} |`,
    '',
    `Delivery is measured from just before the request to the \`message:new\` event on the receiver's socket ` +
      `(clients and API on the same machine); goal p99 < 50 ms: ${goal}.`,
  ].join('\n');
}

/**
 * Runs the chat load's clients in a child process (this file, run directly) and returns what they measured.
 * `onSending` is called once, when the sockets are connected and the messages begin.
 */
export function runChatLoadInChild(options: ChatLoadOptions, onSending?: () => void): Promise<ChatLoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_CHAT_OPTIONS: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (onSending && !output.includes(SENDING) && (output + text).includes(SENDING)) onSending();
      output += text;
      // Progress goes through; the result is the last line, as JSON.
      process.stdout.write(
        text
          .split('\n')
          .filter((line) => !line.startsWith('{'))
          .join('\n'),
      );
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as ChatLoadResult);
      else reject(new Error(`the chat load failed (exit ${code})`));
    });
  });
}

if (import.meta.main) {
  const options = JSON.parse(process.env['BENCH_CHAT_OPTIONS'] ?? 'null') as ChatLoadOptions | null;
  if (!options) throw new Error('BENCH_CHAT_OPTIONS is not set: this file is run by scripts/bench.ts');
  const result = await runChatLoad(options);
  console.log(`\n${JSON.stringify(result)}`);
}
