/**
 * Two real API processes on one PostgreSQL database and one Redis: a member connected to one hears what happens on
 * the other (messages, typing, read ticks, presence, and `managed:message` for a family co-manager). Needs TEST_DATABASE_URL and TEST_REDIS_URL; without them it is
 * not run, and `npm test` says so ("Redis: NOT TESTED").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTING_FOR_HEADER } from '@samaj/shared/matrimonial';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { completeDetails } from '../matrimonial/test-support.ts';
import { type ClientSocket, collect, connectClient, connected, nextEvent, pause } from './test-support.ts';

const databaseServerUrl = process.env['TEST_DATABASE_URL'];
const redisUrl = process.env['TEST_REDIS_URL'];
const serverEntry = fileURLToPath(new URL('../../server.ts', import.meta.url));
const PASSWORD = 'Two-Processes-One-Redis-7';

interface ApiProcess {
  child: ChildProcess;
  url: string;
  output: string[];
}

/** Starts `node apps/api/src/server.ts` and resolves with the URL it prints once listening. */
function startApi(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output.join('')}`)), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const match = /Samaj is running at (http:\/\/[\w.:]+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code}:\n${output.join('')}`));
    });
  });
}

async function stopApi(api: ApiProcess | undefined) {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await Promise.race([exited, pause(10_000).then(() => api.child.kill('SIGKILL'))]);
}

async function call<T>(
  baseUrl: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
  { actingFor }: { actingFor?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(actingFor ? { [ACTING_FOR_HEADER]: actingFor } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { success: boolean; data: T; message: string };
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${envelope.message}`);
  return envelope.data;
}

describe.runIf(databaseServerUrl && redisUrl)('two API processes sharing Redis', () => {
  const databaseName = `samaj_cluster_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'samaj-cluster-'));
  const apis: ApiProcess[] = [];
  const sockets: ClientSocket[] = [];
  let databaseUrl: string;
  type Name = 'asha' | 'ravi' | 'meera' | 'mohan' | 'rahul' | 'priya' | 'sunita';
  const members: Record<Name, { id: string; phoneNumber: string; token: string }> = {} as never;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseServerUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(databaseServerUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();

    // Migrated once here, so the two processes do not race to migrate it.
    const database = await createDatabase({ url: databaseUrl, poolSize: 2 });
    await database.migrate();
    const passwordHash = await hashPassword(PASSWORD);
    const suffix = String(process.pid % 10_000).padStart(4, '0');
    const inserted = await database.db
      .insert(users)
      .values([
        { phoneNumber: `+9197000${suffix}1`, fullName: 'Asha Sinha', passwordHash, onboardingCompleted: true },
        { phoneNumber: `+9197000${suffix}2`, fullName: 'Ravi Kumar', passwordHash, onboardingCompleted: true },
        { phoneNumber: `+9197000${suffix}3`, fullName: 'Meera Jha', passwordHash, onboardingCompleted: true },
        {
          phoneNumber: `+9197000${suffix}4`,
          fullName: 'Mohan Moderator',
          passwordHash,
          onboardingCompleted: true,
          role: 'MODERATOR',
        },
        // Rahul and Priya, old enough for a marriage profile; Sunita, his mother, who manages his.
        {
          phoneNumber: `+9197000${suffix}5`,
          fullName: 'Rahul Sinha',
          passwordHash,
          onboardingCompleted: true,
          gender: 'MALE',
          dateOfBirth: '1993-04-12',
          state: 'Bihar',
          city: 'Patna',
        },
        {
          phoneNumber: `+9197000${suffix}6`,
          fullName: 'Priya Verma',
          passwordHash,
          onboardingCompleted: true,
          gender: 'FEMALE',
          dateOfBirth: '1996-09-03',
          state: 'Bihar',
          city: 'Gaya',
        },
        { phoneNumber: `+9197000${suffix}7`, fullName: 'Sunita Sinha', passwordHash, onboardingCompleted: true },
      ])
      .returning({ id: users.id, phoneNumber: users.phoneNumber });
    await database.close();

    // A secret of this run only: the Redis channels are named after it, so other runs never cross this one.
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '3',
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      RATE_LIMIT_ENABLED: 'false',
    };
    apis.push(...(await Promise.all([startApi(env), startApi(env)])));
    for (const [name, row] of [
      ['asha', inserted[0]!],
      ['ravi', inserted[1]!],
      ['meera', inserted[2]!],
      ['mohan', inserted[3]!],
      ['rahul', inserted[4]!],
      ['priya', inserted[5]!],
      ['sunita', inserted[6]!],
    ] as const) {
      const session = await call<{ accessToken: string }>(apis[0]!.url, 'POST', '/auth/login', undefined, {
        phoneNumber: row.phoneNumber,
        password: PASSWORD,
      });
      members[name] = { ...row, token: session.accessToken };
    }
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(apis.map(stopApi));
    const admin = new pg.Client({ connectionString: databaseServerUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function tabOn(api: ApiProcess, token: string) {
    const socket = connectClient(api.url, token);
    sockets.push(socket);
    return connected(socket);
  }

  it('carries a message, typing, read ticks and presence from one process to the other', async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    expect(first.url).not.toBe(second.url);
    const { asha, ravi } = members;
    const ashaTab = await tabOn(first, asha.token);
    const raviTab = await tabOn(second, ravi.token);

    // Asha writes through the first process; Ravi is connected to the second.
    const arrives = nextEvent(raviTab, 'message:new');
    const message = await call<{ id: string; chatId: string }>(first.url, 'POST', '/chats/messages', asha.token, {
      receiverId: ravi.id,
      content: 'Namaste across processes',
    });
    expect(await arrives).toMatchObject({
      id: message.id,
      chatId: message.chatId,
      senderId: asha.id,
      content: 'Namaste across processes',
    });

    // And back: a reply through the second process reaches Asha on the first.
    const reply = nextEvent(ashaTab, 'message:new');
    await call(second.url, 'POST', '/chats/messages', ravi.token, { receiverId: asha.id, content: 'Namaste!' });
    expect(await reply).toMatchObject({ senderId: ravi.id, content: 'Namaste!' });

    // The first process knows Ravi is online although his socket is on the second.
    const inbox = await call<{ user: { id: string; isOnline: boolean } }[]>(first.url, 'GET', '/chats', asha.token);
    expect(inbox[0]!.user).toEqual(expect.objectContaining({ id: ravi.id, isOnline: true }));

    const typing = nextEvent(ashaTab, 'typing');
    raviTab.emit('typing', { chatId: message.chatId, isTyping: true });
    expect(await typing).toEqual({ chatId: message.chatId, userId: ravi.id, isTyping: true });

    const ticks = nextEvent(ashaTab, 'message:read');
    expect(await raviTab.emitWithAck('message:read', { chatId: message.chatId })).toEqual({ ok: true });
    expect(await ticks).toMatchObject({ chatId: message.chatId, readerId: ravi.id });

    // Ravi opens a second tab on the first process, then closes the one on the second: still online.
    const raviSecondTab = await tabOn(first, ravi.token);
    await pause(500);
    const presence = collect(ashaTab, 'presence');
    raviTab.disconnect();
    await pause(3000);
    expect(presence).toEqual([]);

    const offline = nextEvent(ashaTab, 'presence', { timeoutMs: 8000 });
    raviSecondTab.disconnect();
    expect(await offline).toEqual({ userId: ravi.id, isOnline: false });
    const after = await call<{ user: { isOnline: boolean } }[]>(second.url, 'GET', '/chats', asha.token);
    expect(after[0]!.user.isOnline).toBe(false);
  }, 60_000);

  it('closes the sockets of ended sessions on every process (logout-all through the other one)', async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    const { meera, asha } = members;
    const meeraTab = await tabOn(second, meera.token);
    const ashaTab = await tabOn(second, asha.token);
    const closed = new Promise((resolve) => meeraTab.once('disconnect', resolve));
    await call(first.url, 'POST', '/auth/logout-all', meera.token);
    expect(await closed).toBe('io server disconnect');
    // The second process had found the session open moments ago; it does not trust that any more.
    const again = connectClient(second.url, meera.token);
    sockets.push(again);
    const refusal = await connected(again).then(
      () => 'connected',
      (error: Error & { data?: { code?: string } }) => error.data?.code,
    );
    expect(refusal).toBe('TOKEN_EXPIRED');
    await pause(300);
    expect(ashaTab.connected, 'another member stays connected').toBe(true);
  }, 30_000);

  it('a suspension through one process ends the member’s sockets on the other at once', async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    const { ravi, mohan } = members;
    const raviTab = await tabOn(second, ravi.token);
    const closed = new Promise((resolve) => raviTab.once('disconnect', resolve));
    await call(first.url, 'POST', `/admin/users/${ravi.id}/suspend`, mohan.token, { days: 2, note: 'Cool off' });
    expect(await closed).toBe('io server disconnect');
    const again = connectClient(second.url, ravi.token);
    sockets.push(again);
    const refusal = await connected(again).then(
      () => 'connected',
      (error: Error & { data?: { code?: string } }) => error.data?.code,
    );
    expect(refusal).toBe('TOKEN_EXPIRED');
    await expect(
      call(second.url, 'POST', '/auth/login', undefined, { phoneNumber: ravi.phoneNumber, password: PASSWORD }),
    ).rejects.toThrow(/403 Your account is suspended until/);
  }, 30_000);

  it('a message in a chat of a managed marriage profile reaches its co-manager connected to the other process', async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    const { rahul, priya, sunita } = members;
    // Rahul and Priya have marriage profiles (of different gotras); his mother Sunita manages his; Priya's interest
    // was accepted: their chat is a marriage chat. All of it through the first process.
    for (const [who, gotra] of [
      [rahul, 'Kashyap'],
      [priya, 'Bharadwaj'],
    ] as const) {
      await call(first.url, 'PUT', '/user/matrimonial-details', who.token, { ...completeDetails, gotra });
    }
    const invitation = await call<{ id: string }>(first.url, 'POST', '/matrimonial/co-managers', rahul.token, {
      phoneNumber: sunita.phoneNumber,
    });
    await call(first.url, 'POST', `/matrimonial/co-managers/${invitation.id}/accept`, sunita.token, {});
    const interest = await call<{ id: string }>(first.url, 'POST', '/matrimonial/interests/send', priya.token, {
      receiverId: rahul.id,
    });
    await call(first.url, 'PUT', `/matrimonial/interests/${interest.id}/respond`, rahul.token, { status: 'ACCEPTED' });

    // Sunita's phone is connected to the second process; Priya writes to Rahul through the first.
    const sunitaTab = await tabOn(second, sunita.token);
    const sunitaOwnChats = collect(sunitaTab, 'message:new');
    const toSunita = nextEvent(sunitaTab, 'managed:message');
    const sent = await call<{ id: string; chatId: string }>(first.url, 'POST', '/chats/messages', priya.token, {
      receiverId: rahul.id,
      content: 'Namaste, when can our families meet?',
    });
    expect(await toSunita).toMatchObject({
      ownerId: rahul.id,
      message: {
        id: sent.id,
        chatId: sent.chatId,
        senderId: priya.id,
        content: 'Namaste, when can our families meet?',
        sentByManager: null,
      },
    });

    // She answers for him through the second process: Rahul, on the first, hears it with her name.
    const rahulTab = await tabOn(first, rahul.token);
    const toRahul = nextEvent(rahulTab, 'message:new');
    const echo = nextEvent(sunitaTab, 'managed:message');
    await call(
      second.url,
      'POST',
      '/chats/messages',
      sunita.token,
      { receiverId: priya.id, content: 'Sunday after 4 suits us.' },
      { actingFor: rahul.id },
    );
    expect(await toRahul).toMatchObject({
      senderId: rahul.id,
      content: 'Sunday after 4 suits us.',
      sentByManager: { id: sunita.id, fullName: 'Sunita Sinha' },
    });
    expect(await echo).toMatchObject({ ownerId: rahul.id, message: { content: 'Sunday after 4 suits us.' } });
    // None of it was a message of Sunita's own chats.
    expect(sunitaOwnChats).toEqual([]);
  }, 30_000);
});
