/**
 * nginx in front of a local server as production has it (docs/DEPLOY.md): TLS with HTTP/2, on a certificate made for
 * the run (self-signed: the browser is told to accept it). A phone on slow 4G then fetches the app's twenty-odd files
 * over one connection instead of six, which Lighthouse's simulation follows.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './bench-server.ts';

const run = promisify(execFile);
const START_TIMEOUT_MS = 10_000;

export interface TlsProxy {
  baseUrl: string;
  stop(): Promise<void>;
}

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const asked = request(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    asked.once('error', () => resolve(false));
    asked.end();
  });

const installed = (command: string, versionFlag: string) => !spawnSync(command, [versionFlag]).error;

/**
 * Starts nginx on a free port of 127.0.0.1 with TLS and HTTP/2, passing everything to `target`; undefined (said why)
 * when nginx or openssl is not installed.
 */
export async function startTlsProxy(target: string): Promise<TlsProxy | undefined> {
  if (!installed('nginx', '-v') || !installed('openssl', 'version')) {
    console.warn('nginx or openssl is not installed (apt-get install nginx openssl): no runs behind nginx');
    return undefined;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'samaj-tls-'));
  const file = (name: string) => path.join(folder, name);
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
    ...['-keyout', file('key.pem'), '-out', file('cert.pem')],
  ]);
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${file(name)};`;
  await writeFile(
    file('nginx.conf'),
    `worker_processes 1;
pid ${file('nginx.pid')};
error_log ${file('error.log')};
events { worker_connections 256; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
  server {
    # nginx 1.25.1 and later write it as "http2 on;" in the server block.
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${file('cert.pem')};
    ssl_certificate_key ${file('key.pem')};
    location / {
      proxy_pass ${target};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
    }
  }
}
`,
  );
  const nginx = spawn('nginx', ['-c', file('nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  const baseUrl = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(`${baseUrl}/manifest.webmanifest`))) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start with TLS and HTTP/2 on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, stop };
}
