import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, json, signUp, type TestContext } from '../test/app.ts';

/** Jio and Airtel put thousands of phones behind one IPv4 address: what one address may and may not exhaust. */
describe('rate limits behind carrier-grade NAT', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'samaj-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Samaj</title>');
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      WEB_DIST_DIR: distDir,
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_MEMBER_PER_MINUTE: '5',
      RATE_LIMIT_AUTH_PER_IP_PER_15_MIN: '5',
      RATE_LIMIT_REFRESH_PER_IP_PER_15_MIN: '3',
    });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, remoteAddress, headers });
  const refresh = (remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', remoteAddress, payload: { token: 'not-a-token' } });

  it('never limits the web app, its pages, media or the health check', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      for (const url of ['/', '/login', '/assets/app-abc123.js', '/media/nothing.webp', '/api/health']) {
        statuses.add((await get(url, '100.64.0.1')).statusCode);
      }
    }
    expect([...statuses].sort()).toEqual([200, 404]);
  });

  it('limits each member by their token, whatever address they come from, and not their neighbours', async () => {
    const asha = await signUp(ctx);
    const ravi = await signUp(ctx);
    const sharedAddress = '100.64.0.2';
    for (let i = 0; i < 5; i += 1) {
      expect((await get('/api/user/me', sharedAddress, bearer(asha))).statusCode).toBe(200);
    }
    const limited = await get('/api/user/me', '100.64.1.1', bearer(asha));
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/user/me', sharedAddress, bearer(ravi))).statusCode).toBe(200);
    // No token: refused as unauthenticated, never counted against anyone.
    expect((await get('/api/user/me', sharedAddress)).statusCode).toBe(401);
  });

  it('counts a public auth call per IPv4 address and per IPv6 /64', async () => {
    const statuses = [];
    for (const address of ['2401:4900:1c2a:7f10::1', '2401:4900:1c2a:7f10::2', '2401:4900:1c2a:7f10:abcd::3', '2401:4900:1c2a:7f10::4']) {
      statuses.push((await refresh(address)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await refresh('2401:4900:1c2a:7f11::1')).statusCode).toBe(401);
    expect((await refresh('100.64.0.3')).statusCode).toBe(401);
  });

  it('gives each public auth call its own budget', async () => {
    const address = '100.64.0.4';
    for (let i = 0; i < 3; i += 1) expect((await refresh(address)).statusCode).toBe(401);
    expect((await refresh(address)).statusCode).toBe(429);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { phoneNumber: '9876500000', password: 'Wrong-password-1' },
    });
    expect(login.statusCode).toBe(401);
  });
});
