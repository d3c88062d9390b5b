import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decrypt } from 'http_ece';

/** A browser's side of a subscription: its keys, and the body it sends to `POST /push/subscriptions`. */
export interface TestBrowser {
  ecdh: ECDH;
  authSecret: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  /** Which browser it was for (the endpoint's last segment). */
  browser: string;
  payload: Record<string, unknown>;
  headers: { ttl: string | undefined; urgency: string | undefined; topic: string | undefined };
  /** The VAPID JWT's claims, after its ES256 signature was checked against the `k=` key. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
}

export interface TestPushService {
  /** `localhost:port`: the host to allow in PUSH_ALLOWED_HOSTS. */
  host: string;
  /** An HTTPS agent that trusts this server's self-signed certificate (give it to `buildApp({ pushAgent })`). */
  agent: Agent;
  received: ReceivedPush[];
  /** A new browser with its own keys and endpoint on this service. */
  newBrowser(name: string): TestBrowser;
  /** The next answers for one browser's endpoint (status codes), before it goes back to 201. */
  answerNext(browser: string, ...statuses: number[]): void;
  /** How many requests reached one browser's endpoint, whatever the answer. */
  attempts(browser: string): number;
  close(): Promise<void>;
}

/** A self-signed certificate for localhost, made by Debian's openssl. */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'samaj-push-tls-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
      '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Checks an ES256 JWT against a raw P-256 public key (base64url); answers its claims or throws. */
function verifyVapidJwt(jwt: string, publicKey: string) {
  const [header, claims, signature] = jwt.split('.');
  const x = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: x.subarray(1, 33).toString('base64url'), y: x.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  if (!signed) throw new Error('bad VAPID signature');
  if (JSON.parse(Buffer.from(header!, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

/**
 * A push service on https://localhost (the role FCM or Mozilla's autopush play): it checks each request's VAPID
 * authorisation (RFC 8292) and decrypts its payload (RFC 8291) with the browser's private key, as a browser would.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const browsers = new Map<string, TestBrowser>();
  const scripted = new Map<string, number[]>();
  const attempts = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const tls = selfSignedCertificate();

  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent(request.url!.split('/').pop() ?? '');
      attempts.set(name, (attempts.get(name) ?? 0) + 1);
      const browser = browsers.get(name);
      const next = scripted.get(name)?.shift();
      if (!browser) return void response.writeHead(404).end();
      if (next !== undefined) return void response.writeHead(next, next === 429 ? { 'retry-after': '0' } : {}).end();
      try {
        const auth = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? '');
        if (!auth) throw new Error('no VAPID authorisation');
        const claims = verifyVapidJwt(auth[1]!, auth[2]!);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const body = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.authSecret });
        received.push({
          browser: name,
          payload: JSON.parse(body.toString('utf8')) as Record<string, unknown>,
          headers: {
            ttl: request.headers['ttl'] as string | undefined,
            urgency: request.headers['urgency'] as string | undefined,
            topic: request.headers['topic'] as string | undefined,
          },
          vapid: { ...claims, publicKey: auth[2]! },
        });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `localhost:${port}`;
  const agent = new Agent({ ca: tls.cert, keepAlive: false });

  return {
    host,
    agent,
    received,
    newBrowser(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16).toString('base64url');
      const browser = {
        ecdh,
        authSecret,
        subscription: {
          endpoint: `https://${host}/push/${name}`,
          keys: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret },
        },
      };
      browsers.set(name, browser);
      return browser;
    },
    answerNext(browser, ...statuses) {
      scripted.set(browser, [...(scripted.get(browser) ?? []), ...statuses]);
    },
    attempts: (browser) => attempts.get(browser) ?? 0,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
