import type { ClientToServerEvents, ServerToClientEvents } from '@samaj/shared/notifications';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type ServerEvent = keyof ServerToClientEvents;
type Payload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/** A Socket.IO client as the web app opens it (websocket only here, no reconnection unless asked). */
export function connectClient(
  baseUrl: string,
  token: string | undefined,
  options: { reconnection?: boolean } = {},
): ClientSocket {
  return io(baseUrl, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    forceNew: true,
  });
}

/** Resolves once connected; rejects with the server's refusal (its message and `data.code`). */
export function connected(socket: ClientSocket, timeoutMs = 5000): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    if (socket.connected) {
      resolve(socket);
      return;
    }
    const timer = setTimeout(() => reject(new Error('no connection in time')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** The next `event` the socket receives (that matches `filter`), or a rejection after `timeoutMs`. */
export function nextEvent<E extends ServerEvent>(
  socket: ClientSocket,
  event: E,
  { timeoutMs = 5000, filter }: { timeoutMs?: number; filter?: (payload: Payload<E>) => boolean } = {},
): Promise<Payload<E>> {
  return new Promise((resolve, reject) => {
    const listener = ((payload: Payload<E>) => {
      if (filter && !filter(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    }) as never;
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no "${event}" within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener);
  });
}

/** Everything the socket receives of `event`, from now on. */
export function collect<E extends ServerEvent>(socket: ClientSocket, event: E): Payload<E>[] {
  const received: Payload<E>[] = [];
  socket.on(event, ((payload: Payload<E>) => received.push(payload)) as never);
  return received;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ListeningApp {
  readonly ctx: TestContext;
  readonly baseUrl: string;
  /** Opens a client socket that is closed after the test. */
  connect(token: string | undefined, options?: { reconnection?: boolean }): ClientSocket;
}

/** For a test file: an app listening on a free port for the whole file, and sockets closed after each test. */
export function useListeningApp(overrides: Record<string, string> = {}): ListeningApp {
  let ctx: TestContext | undefined;
  let baseUrl = '';
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    ctx = await createTestContext(overrides);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => ctx?.close());
  return {
    get ctx() {
      if (!ctx) throw new Error('The app starts in beforeAll');
      return ctx;
    },
    get baseUrl() {
      return baseUrl;
    },
    connect(token, options) {
      const socket = connectClient(baseUrl, token, options);
      sockets.push(socket);
      return socket;
    },
  };
}
