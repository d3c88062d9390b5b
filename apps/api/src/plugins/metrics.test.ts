import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTasks } from '../lib/background-tasks.ts';
import { connectClient, connected } from '../modules/chat/test-support.ts';
import { createTestContext, signUp, type TestContext } from '../test/app.ts';
import { testEngine } from '../test/database.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample of the Prometheus text: the line of `name` whose labels include all of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = new Map([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => present.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}

const healthCalls = (text: string) =>
  sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status_code: '200' }) ?? 0;

describe('metrics are not exposed unless configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('serves no /metrics without METRICS_PORT or METRICS_TOKEN', async () => {
    const response = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.headers['content-type']).not.toMatch(/^text\/plain/);
    expect(response.body).not.toContain('# HELP');
    expect(ctx.app.metrics).toBeUndefined();
  });
});

describe('metrics on the main port behind METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => ctx.close());

  it('answers 401 without the token or with another one', async () => {
    const none = await ctx.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('# HELP');
    const wrong = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const member = await signUp(ctx);
    const memberToken = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${member.accessToken}` } });
    expect(memberToken.statusCode).toBe(401);
  });

  it('serves the process, database and request metrics with the token', async () => {
    const scrape = async () => {
      const response = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.body;
    };
    const first = await scrape();
    for (const name of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) {
      expect(sample(first, name), name).toBeGreaterThan(0);
    }
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(sample(first, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(sample(first, 'samaj_socketio_connections')).toBe(0);
    expect(sample(first, 'samaj_background_tasks', { kind: 'notification' })).toBe(0);
    expect(sample(first, 'samaj_background_tasks', { kind: 'whatsapp_send' })).toBe(0);
    if (testEngine() === 'postgres') {
      expect(sample(first, 'samaj_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(sample(first, 'samaj_db_pool_connections')).toBeUndefined();
    }

    expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
    expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
    const second = await scrape();
    expect(healthCalls(second) - healthCalls(first)).toBe(2);
  });

  it('labels a request with its route pattern, not its URL', async () => {
    const member = await signUp(ctx);
    const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    await ctx.app.inject({ url: `/api/user/profile/${id}`, headers: { authorization: `Bearer ${member.accessToken}` } });
    const text = (await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(text).not.toContain(id);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/user/profile/:id' })).toBeGreaterThan(0);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/metrics', status_code: '401' })).toBeGreaterThan(0);
  });
});

describe('metrics on METRICS_PORT', () => {
  let ctx: TestContext;
  let metricsUrl: string;
  beforeAll(async () => {
    ctx = await createTestContext({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    metricsUrl = `http://127.0.0.1:${ctx.app.metrics?.address()?.port}/metrics`;
  });
  afterAll(() => ctx.close());

  const scrape = async () => {
    const response = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('serves /metrics there only, behind the token when one is set', async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect(await scrape()).toContain('# HELP http_request_duration_seconds');
    const mainPort = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(mainPort.body).not.toContain('# HELP');
  });

  it('counts open Socket.IO connections and running background tasks', async () => {
    const member = await signUp(ctx);
    const baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const socket = await connected(connectClient(baseUrl, member.accessToken));
    try {
      expect(sample(await scrape(), 'samaj_socketio_connections')).toBe(1);
    } finally {
      socket.disconnect();
    }

    let finish = () => {};
    const running = backgroundTasks.track('notification', () => new Promise<void>((resolve) => (finish = resolve)));
    expect(sample(await scrape(), 'samaj_background_tasks', { kind: 'notification' })).toBe(1);
    finish();
    await running;
    expect(sample(await scrape(), 'samaj_background_tasks', { kind: 'notification' })).toBe(0);
  });
});
