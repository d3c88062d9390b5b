/**
 * Two API processes with their own data folders (two "machines") behind nginx (deploy/nginx.conf), sharing one fresh
 * PostgreSQL database, one Redis and one S3 server: what a member does through one machine holds on the other.
 * Needs nginx (NGINX_PATH, else /usr/sbin/nginx), TEST_DATABASE_URL and TEST_REDIS_URL: `vitest run --project cluster`.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validOnboarding } from '../src/test/app.ts';
import { startTestS3, type TestS3 } from '../src/test/s3.ts';
import {
  clientFrom,
  freePort,
  startApi,
  startNginx,
  uniqueLoopbackAddress,
  type ApiProcess,
  type RunningProcess,
} from './processes.ts';

const nginxPath = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
const serverUrl = process.env['TEST_DATABASE_URL'];
const redisUrl = process.env['TEST_REDIS_URL'];
const AUTH_CALLS_PER_ADDRESS = 4;

const workDir = mkdtempSync(path.join(tmpdir(), 'samaj-cluster-'));
const databaseName = `samaj_cluster_${randomBytes(5).toString('hex')}`;
let s3: TestS3 | undefined;
let machineA: ApiProcess;
let machineB: ApiProcess;
let nginx: RunningProcess & { url: string };
const sockets: Socket[] = [];

interface Member {
  id: string;
  phoneNumber: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  if (!existsSync(nginxPath)) throw new Error(`No nginx at ${nginxPath}: apt-get install nginx, or set NGINX_PATH`);
  if (!serverUrl || !redisUrl) throw new Error('Set TEST_DATABASE_URL and TEST_REDIS_URL (this test needs both)');
  await adminQuery(`create database ${databaseName}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  s3 = await startTestS3();
  const shared = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    OTP_PROVIDER: 'console',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    RATE_LIMIT_AUTH_PER_IP_PER_15_MIN: String(AUTH_CALLS_PER_ADDRESS),
    RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_15_MIN: '1000',
    OTP_SENDS_PER_IP_PER_HOUR: '1000',
    ...s3.env,
  };
  // Both start at once on the empty database, as two machines do after a deploy: one migrates, the other waits.
  [machineA, machineB] = await Promise.all([
    startApi('machine A', { ...shared, DATA_DIR: path.join(workDir, 'a') }),
    startApi('machine B', { ...shared, DATA_DIR: path.join(workDir, 'b') }),
  ]);
  const nginxDir = path.join(workDir, 'nginx');
  nginx = await startNginx(nginxPath, mkdtempSync(nginxDir), {
    listen: await freePort(),
    first: machineA.port,
    second: machineB.port,
  });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all([nginx?.stop(), machineA?.stop(), machineB?.stop()]);
  await s3?.close();
  if (serverUrl) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  rmSync(workDir, { recursive: true, force: true });
});

/** The code the console OTP sender logged on whichever machine handled the request. */
async function loggedCode(phoneNumber: string): Promise<string> {
  const line = new RegExp(`OTP for \\${phoneNumber} \\(signup\\): (\\d+)`);
  for (let attempt = 0; attempt < 200; attempt++) {
    const match = line.exec(machineA.output() + machineB.output());
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code was logged for ${phoneNumber}:\n${machineA.output()}\n${machineB.output()}`);
}

/** Signs a member up through nginx, as the web app does, and onboards them. */
async function signUp(fullName: string): Promise<Member> {
  const call = clientFrom(uniqueLoopbackAddress());
  const phoneNumber = `+919${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  const password = 'Mango-Lassi-Patna-42';
  const requested = await call(nginx.url, '/api/auth/request-otp', { method: 'POST', json: { phoneNumber } });
  expect(requested.status, requested.body.toString()).toBe(200);
  const secret = requested.json<{ data: string }>().data;
  const otp = await loggedCode(phoneNumber);
  const verified = await call(nginx.url, '/api/auth/verify-otp', { method: 'POST', json: { phoneNumber, otp, secret } });
  expect(verified.status, verified.body.toString()).toBe(200);
  const created = await call(nginx.url, '/api/auth/signup', { method: 'POST', json: { phoneNumber, password, secret } });
  expect(created.status, created.body.toString()).toBe(201);
  const { accessToken, refreshToken, user } = created.json<{ data: { accessToken: string; refreshToken: string; user: { id: string } } }>().data;
  const onboarded = await call(nginx.url, '/api/user/onboard', {
    method: 'PUT',
    headers: { authorization: `Bearer ${accessToken}` },
    json: { ...validOnboarding, fullName },
  });
  expect(onboarded.status, onboarded.body.toString()).toBe(200);
  return { id: user.id, phoneNumber, password, accessToken, refreshToken };
}

/** A Socket.IO client on WebSocket only: through nginx, that is an HTTP upgrade nginx must pass on. */
async function openSocket(url: string, accessToken: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token: accessToken }, reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const bearer = (member: { accessToken: string }) => ({ authorization: `Bearer ${member.accessToken}` });

describe('two machines behind nginx, one PostgreSQL, one Redis, one bucket', () => {
  let asha: Member;
  let ravi: Member;
  const call = clientFrom(uniqueLoopbackAddress());

  beforeAll(async () => {
    [asha, ravi] = await Promise.all([signUp('Asha Sinha'), signUp('Ravi Kumar')]);
  });

  it('both machines are ready, and nginx passes the API through', async () => {
    for (const base of [machineA.url, machineB.url, nginx.url]) {
      const ready = await call(base, '/api/ready');
      expect(ready.status, base).toBe(200);
      expect(ready.json().data, base).toEqual({ status: 'ready', database: 'postgres', redis: 'ok', media: 's3' });
    }
    const viaNginx = await call(nginx.url, '/api/user/me', { headers: bearer(asha) });
    expect(viaNginx.status).toBe(200);
    expect(viaNginx.headers['x-request-id'], "nginx's request id reaches the API").toMatch(/^[0-9a-f]{32}$/);
  });

  it('serves a photo uploaded through one machine from the other; neither keeps it on its own disk', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 140, b: 90 } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
    const encoded = new Response(form);
    const uploaded = await call(machineA.url, '/api/user/profile-image', {
      method: 'PUT',
      headers: { ...bearer(asha), 'content-type': encoded.headers.get('content-type')! },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(uploaded.status, uploaded.body.toString()).toBe(200);
    const link = uploaded.json<{ data: string }>().data;
    expect(link).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);

    const fromA = await call(machineA.url, link);
    const fromB = await call(machineB.url, link);
    const throughNginx = await call(nginx.url, link);
    for (const answer of [fromB, throughNginx]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.body.equals(fromA.body)).toBe(true);
    }
    expect(existsSync(path.join(workDir, 'a', 'media')) || existsSync(path.join(workDir, 'b', 'media'))).toBe(false);
  });

  it('shares sessions: a login on one machine works on the other, and a logout there ends it on the first', async () => {
    const login = await call(machineA.url, '/api/auth/login', {
      method: 'POST',
      json: { phoneNumber: ravi.phoneNumber, password: ravi.password },
    });
    expect(login.status, login.body.toString()).toBe(200);
    const session = login.json<{ data: { accessToken: string; refreshToken: string } }>().data;
    expect((await call(machineB.url, '/api/user/me', { headers: bearer(session) })).status).toBe(200);
    const refreshed = await call(machineB.url, '/api/auth/refresh-token', { method: 'POST', json: { token: session.refreshToken } });
    expect(refreshed.status, refreshed.body.toString()).toBe(200);
    const rotated = refreshed.json<{ data: { accessToken: string; refreshToken: string } }>().data;

    const onA = await openSocket(machineA.url, rotated.accessToken);
    const closed = new Promise<void>((resolve) => onA.once('disconnect', () => resolve()));
    expect((await call(machineB.url, '/api/auth/logout', { method: 'POST', json: { token: rotated.refreshToken } })).status).toBe(200);
    await closed;
    expect((await call(machineA.url, '/api/user/me', { headers: bearer(rotated) })).status, 'ended on A too').toBe(401);
  });

  it('delivers a chat message sent through one machine to sockets on the other and through nginx (WebSocket)', async () => {
    const onB = await openSocket(machineB.url, ravi.accessToken);
    const throughNginx = await openSocket(nginx.url, ravi.accessToken);
    expect(throughNginx.io.engine.transport.name).toBe('websocket');
    const received = [onB, throughNginx].map(
      (socket) => new Promise<{ content: string; senderId: string }>((resolve) => socket.once('message:new', resolve)),
    );
    const sent = await call(machineA.url, '/api/chats/messages', {
      method: 'POST',
      headers: bearer(asha),
      json: { receiverId: ravi.id, content: 'Namaste from machine A' },
    });
    expect(sent.status, sent.body.toString()).toBe(201);
    for (const message of await Promise.all(received)) {
      expect(message).toMatchObject({ content: 'Namaste from machine A', senderId: asha.id });
    }
  });

  it('shares rate limits: an address has one budget for a public auth call, whichever machine answers', async () => {
    const wrongLogin = { method: 'POST', json: { phoneNumber: asha.phoneNumber, password: 'not-the-password' } };
    const direct = clientFrom(uniqueLoopbackAddress());
    for (let attempt = 0; attempt < AUTH_CALLS_PER_ADDRESS; attempt++) {
      const machine = attempt % 2 === 0 ? machineA : machineB;
      expect((await direct(machine.url, '/api/auth/login', wrongLogin)).status, `${machine.name}, attempt ${attempt + 1}`).toBe(401);
    }
    expect((await direct(machineA.url, '/api/auth/login', wrongLogin)).status, 'over the budget, on A').toBe(429);
    expect((await direct(machineB.url, '/api/auth/login', wrongLogin)).status, 'over the budget, on B').toBe(429);

    // Through nginx the budget is the client's address's (X-Forwarded-For), not nginx's own.
    const phone = clientFrom(uniqueLoopbackAddress());
    for (let attempt = 0; attempt < AUTH_CALLS_PER_ADDRESS; attempt++) {
      expect((await phone(nginx.url, '/api/auth/login', wrongLogin)).status, `through nginx, attempt ${attempt + 1}`).toBe(401);
    }
    expect((await phone(nginx.url, '/api/auth/login', wrongLogin)).status).toBe(429);
    const anotherPhone = clientFrom(uniqueLoopbackAddress());
    expect((await anotherPhone(nginx.url, '/api/auth/login', wrongLogin)).status, 'another address').toBe(401);
  });
});
