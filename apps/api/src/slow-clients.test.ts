import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config/index.ts';
import { connected, useListeningApp } from './modules/chat/test-support.ts';
import { signUp } from './test/app.ts';

const TIMEOUT_MS = '300';
const app = useListeningApp({
  HTTP_HEADERS_TIMEOUT_MS: TIMEOUT_MS,
  HTTP_REQUEST_TIMEOUT_MS: TIMEOUT_MS,
  HTTP_IDLE_TIMEOUT_MS: TIMEOUT_MS,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: TIMEOUT_MS,
});

/** A raw TCP client that writes `text` and then says nothing more; resolves with all it heard once the server closes. */
function sendAndStall(text: string): Promise<string> {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    let heard = '';
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(text));
    socket.on('data', (chunk) => {
      heard += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(heard));
    socket.on('error', reject);
  });
}

/** The status of the answer heard, or '' for none: a stalled connection is closed with a 408, or just closed. */
const statusOf = (heard: string) => /^HTTP\/1\.1 (\d{3}) /.exec(heard)?.[1] ?? '';

describe('slow and stalled clients', () => {
  it('closes a connection that stops in the middle of its headers', async () => {
    const heard = await sendAndStall('GET /api/health HTTP/1.1\r\nHost: samaj.test\r\nUser-Agent: slo');
    expect(['', '408']).toContain(statusOf(heard));
  });

  it('closes a request whose body stops arriving', async () => {
    const body = '{"phoneNumber":"98765';
    const heard = await sendAndStall(
      `POST /api/auth/login HTTP/1.1\r\nHost: samaj.test\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n${body}`,
    );
    expect(['', '408']).toContain(statusOf(heard));
  });

  it('closes a kept-alive connection that sends no further request', async () => {
    const heard = await sendAndStall('GET /api/health HTTP/1.1\r\nHost: samaj.test\r\nConnection: keep-alive\r\n\r\n');
    expect(statusOf(heard)).toBe('200');
    expect(heard).toContain('"status":"ok"');
  });

  it('leaves an open WebSocket alone, however quiet it is', async () => {
    const member = await signUp(app.ctx);
    const socket = await connected(app.connect(member.accessToken));
    // Both stalls are closed only after the timeouts, which the quiet socket, opened first, has then outlived.
    await sendAndStall('GET /api/health HTTP/1.1\r\nHost: samaj.test\r\n');
    await sendAndStall('GET /api/health HTTP/1.1\r\nHost: samaj.test\r\nConnection: keep-alive\r\n\r\n');
    expect(socket.connected).toBe(true);
  });
});

describe('slow-client settings', () => {
  it('have defaults, and refuse a headers timeout longer than the whole request’s', () => {
    const env = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).http).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, idleTimeoutMs: 40_000, keepAliveTimeoutMs: 65_000 });
    expect(() => loadConfig({ ...env, HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, HTTP_IDLE_TIMEOUT_MS: 'soon' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
  });
});
