/**
 * The embedded database takes one process at a time, so `npm run backup` asks the running server to take the backup:
 * a local HTTP request over a Unix socket in DATA_DIR that only the folder's owner can open (mode 0600).
 */
import { chmod, rm } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import type { BackupResult } from './create.ts';
import { BackupError } from './engines.ts';

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');
/** Unix socket paths longer than this do not fit in `sockaddr_un` on Linux and macOS. */
export const SOCKET_PATH_MAX = 103;

const backupRequest = z.object({ backupDir: z.string().min(1), keep: z.number().int().min(1) });
export type BackupRequest = z.infer<typeof backupRequest>;

const answer = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    result: z.object({ file: z.string(), bytes: z.number(), mediaFiles: z.number(), secrets: z.number(), seconds: z.number() }),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
type Answer = z.infer<typeof answer>;

async function readJson(message: IncomingMessage, maxBytes: number): Promise<unknown> {
  let text = '';
  for await (const chunk of message.setEncoding('utf8') as AsyncIterable<string>) {
    text += chunk;
    if (text.length > maxBytes) throw new BackupError('The request is too large');
  }
  return JSON.parse(text) as unknown;
}

/** Serves `POST /backup` on the socket; resolves once listening. */
export async function openControlSocket(
  socketPath: string,
  takeBackup: (request: BackupRequest) => Promise<BackupResult>,
): Promise<{ close(): Promise<void> }> {
  const server: Server = createServer((incoming, response) => {
    const reply = (status: number, body: Answer) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (incoming.method !== 'POST' || incoming.url !== '/backup') {
      reply(404, { ok: false, message: 'Only POST /backup is served here' });
      return;
    }
    readJson(incoming, 4096)
      .then((body) => {
        const parsed = backupRequest.safeParse(body);
        if (!parsed.success) throw new BackupError('The request needs backupDir and keep');
        return takeBackup(parsed.data);
      })
      .then(
        (result) => reply(200, { ok: true, result }),
        (error: unknown) => reply(error instanceof BackupError ? 400 : 500, { ok: false, message: (error as Error).message }),
      );
  });
  // A socket left by a server that stopped abruptly; only one process may hold the embedded database anyway.
  await rm(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

/** Asks the server listening on the socket for a backup and waits for it. */
export function requestServerBackup(socketPath: string, body: BackupRequest): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ socketPath, method: 'POST', path: '/backup', headers: { 'content-type': 'application/json' } }, (response) => {
      readJson(response, 1024 * 1024).then((body) => {
        const parsed = answer.parse(body);
        if (parsed.ok) resolve(parsed.result);
        else reject(new BackupError(`The server could not take the backup: ${parsed.message}`));
      }, reject);
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new BackupError(`No server answers on ${socketPath}`)
          : error,
      );
    });
    outgoing.end(JSON.stringify(body));
  });
}
