import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/index.ts';
import { WhatsAppOtpSender } from './modules/auth/otp-sender.ts';
import { createTestDatabase } from './test/database.ts';
import {
  createTestContext,
  json,
  RecordingOtpSender,
  signUp,
  testConfig,
  uniquePhone,
  type TestContext,
} from './test/app.ts';

describe('platform', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers health and readiness', async () => {
    expect(json(await ctx.app.inject('/api/health'))).toEqual({ success: true, message: 'OK', data: { status: 'ok' } });
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(json(ready).data.status).toBe('ready');
  });

  it('gives unknown /api paths the error envelope with 404', async () => {
    const response = await ctx.app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('turns malformed JSON and wrong content into 4xx, never 500', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber":',
    });
    expect(broken.statusCode).toBe(400);
    expect(json(broken)).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
    const plainText = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(plainText.statusCode).toBe(400);
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(json(wrongType).success).toBe(false);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phoneNumber: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('tags every response with a request id, keeping a sane one from the client', async () => {
    const given = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123-def-456' } });
    expect(given.headers['x-request-id']).toBe('abc-123-def-456');
    const generated = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a strict CSP', async () => {
    const response = await ctx.app.inject('/api/health');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    // Images from our own origin (and the media host when set) only: no image from elsewhere can track a reader.
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    expect(response.headers['content-security-policy']).not.toMatch(/img-src[^;]*https:/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large JSON answers for the clients that accept it, and leaves small ones alone', async () => {
    const large = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('openapi');
    const small = await ctx.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(json(small).success).toBe(true);
  });

  it('publishes OpenAPI generated from the schemas', async () => {
    const spec = json(await ctx.app.inject('/api/docs/json'));
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/signup', '/api/user/onboard', '/api/user/me']),
    );
    expect(spec.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });

  it('keeps docs/openapi.json in step with the routes (else run `npm run docs:api`)', async () => {
    const committed = readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8');
    expect(JSON.parse(committed)).toEqual(ctx.app.swagger());
  });
});

describe('single-page app', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'samaj-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  // The web build puts first-paint.js inline in index.html's <head> (apps/web/vite-first-paint.ts).
  const firstPaint = "document.documentElement.lang='en'";
  const indexHtml = `<!doctype html><title>Samaj</title><script>${firstPaint}</script><script type="module" src="/assets/app-abc123.js"></script>`;
  writeFileSync(path.join(distDir, 'index.html'), indexHtml);
  // The web build's prerendered guest pages (apps/web/vite-prerender.ts).
  for (const page of ['login', 'signup']) {
    const html = `<!doctype html><title>Samaj</title><script src="/first-paint.js"></script><div data-prerendered="en">${page}</div>`;
    writeFileSync(path.join(distDir, `${page}.html`), html);
    writeFileSync(path.join(distDir, `${page}.html.br`), brotliCompressSync(html));
  }
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the web build's precompress plugin writes beside each text file.
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves index.html for every page path so the SPA router and its 404 page decide', async () => {
    for (const url of ['/', '/posts/123', '/no/such/page', '/login/reset']) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("lets the pages' own inline script run, by its hash, and no other", async () => {
    const policy = (await ctx.app.inject('/posts')).headers['content-security-policy'] as string;
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    const hash = createHash('sha256').update(firstPaint).digest('base64');
    // That script's hash, and nothing that would let an injected inline script run.
    expect(scriptSources).toEqual(["'self'", `'sha256-${hash}'`]);
    expect((await ctx.app.inject('/api/health')).headers['content-security-policy']).toBe(policy);
  });

  it('serves /login and /signup their prerendered HTML, compressed like any page, never cached stale', async () => {
    for (const page of ['login', 'signup']) {
      for (const url of [`/${page}`, `/${page}/`, `/${page}?from=/posts`]) {
        const response = await ctx.app.inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain(`<div data-prerendered="en">${page}</div>`);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      }
      const brotli = await ctx.app.inject({ url: `/${page}`, headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain(`${page}</div>`);
    }
  });

  it('caches hashed assets for a year and keeps /api 404s as JSON', async () => {
    const asset = await ctx.app.inject('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await ctx.app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(json(api).success).toBe(false);
  });

  it('sends the precompressed file the browser accepts, brotli first', async () => {
    const asset = (acceptEncoding?: string) =>
      ctx.app.inject({
        url: '/assets/app-abc123.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzipped = await asset('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe('console.log(1)');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });
});

describe('rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      RATE_LIMIT_ENABLED: 'true',
      LOGIN_FAILURES_PER_PHONE_PER_15_MIN: '3',
      RATE_LIMIT_REFRESH_PER_IP_PER_15_MIN: '12',
      OTP_SENDS_PER_IP_PER_HOUR: '4',
    });
  });
  afterAll(() => ctx.close());

  it('throttles wrong passwords per number, whatever the IP', async () => {
    const phoneNumber = uniquePhone();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { phoneNumber, password: 'Wrong-password-1' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits code requests per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-otp',
        remoteAddress: '10.9.9.9',
        payload: { phoneNumber: uniquePhone() },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('limits the public auth calls per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 13; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        remoteAddress: '10.7.7.7',
        payload: { token: 'nope' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 12).every((status) => status === 401)).toBe(true);
    expect(statuses[12]).toBe(429);
    const limited = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      remoteAddress: '10.7.7.7',
      payload: { token: 'nope' },
    });
    expect(json(limited)).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many requests/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('configuration', () => {
  it('refuses to start in production without a JWT secret or an explicit OTP provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_PROVIDER: 'console' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/OTP_PROVIDER/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), OTP_PROVIDER: 'whatsapp' })).toThrow(
      /WHATSAPP_ACCESS_TOKEN/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), OTP_PROVIDER: 'console' }).isProduction,
    ).toBe(true);
  });

  it('generates a development secret once and keeps it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'samaj-config-'));
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('explains invalid values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('WhatsApp OTP sender', () => {
  it('posts the authentication template with the code to the Cloud API', async () => {
    const received: { url: string; headers: Record<string, unknown>; body: any }[] = [];
    const server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(raw) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"messages":[{"id":"wamid.1"}]}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const config = testConfig({
      OTP_PROVIDER: 'whatsapp',
      WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0`,
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_ACCESS_TOKEN: 'token-abc',
    });
    const silent = { error: () => {} };
    const sender = new WhatsAppOtpSender(config.otp.whatsapp, silent);
    await sender.sendCode('+919876543210', '4821', 'signup', 'en');
    server.close();

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.url).toBe('/v21.0/1234567890/messages');
    expect(request!.headers['authorization']).toBe('Bearer token-abc');
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'samaj_otp',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '4821' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '4821' }] },
        ],
      },
    });
  });

  it('does not fail the request when WhatsApp is unreachable', async () => {
    const logged: unknown[] = [];
    const log = { error: (...args: unknown[]) => void logged.push(args) };
    const config = testConfig({
      OTP_PROVIDER: 'whatsapp',
      WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_ACCESS_TOKEN: 't',
    });
    await new WhatsAppOtpSender(config.otp.whatsapp, log).sendCode('+919876543210', '1234', 'signup', 'en');
    expect(logged).toHaveLength(1);
  });
});

describe('a database opened by the app itself', () => {
  it('migrates on start and closes on shutdown', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, otpSender: new RecordingOtpSender() });
    const otp = app.otpSender as RecordingOtpSender;
    const ctx = { app, database, otp, config: testConfig(), close: async () => {} };
    const member = await signUp(ctx);
    expect(member.id).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
    await database.close();
  });
});
