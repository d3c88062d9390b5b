import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ClientToServerEvents, ServerToClientEvents } from '@samaj/shared/notifications';
import type { io as socketIo, Socket } from 'socket.io-client';
import { refreshAccessToken } from './api-client';
import { firstScreen } from './first-screen';
import { loadWhenOnline } from './load-when-online';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type ServerEvent = keyof ServerToClientEvents;

/** The server refused the handshake's token: refresh it once, then try again. */
const AUTH_ERROR_CODES = new Set(['TOKEN_EXPIRED', 'UNAUTHORIZED']);

let socket: RealtimeSocket | null = null;
/** Bumped for every new socket, so event subscriptions move to it. */
let generation = 0;
let openChatId: string | null = null;
const listeners = new Set<() => void>();
const connectListeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens the one Socket.IO connection of this tab (same origin, /socket.io) with the current access token. It
 * reconnects by itself when the network drops (4G gone for a minute); every connection runs the `onRealtimeConnect`
 * listeners so the app refetches what it missed. Returns the function that closes it. Socket.IO's client (about 13 KB
 * compressed) is fetched here, once the first screen is shown (lib/first-screen.ts), never before it.
 */
export function connectRealtime(getAccessToken: () => string | null): () => void {
  disconnectRealtime();
  let closed = false;
  let opened: RealtimeSocket | null = null;
  void firstScreen
    .whenShown()
    .then(() => loadWhenOnline(() => import('socket.io-client')))
    .then(({ io }) => {
      if (closed) return;
      opened = open(io, getAccessToken);
    });
  return () => {
    closed = true;
    if (opened && socket === opened) disconnectRealtime();
  };
}

function open(io: typeof socketIo, getAccessToken: () => string | null): RealtimeSocket {
  disconnectRealtime();
  const created: RealtimeSocket = io({
    path: '/socket.io',
    auth: (send) => send({ token: getAccessToken() ?? '' }),
    transports: ['websocket', 'polling'],
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
    timeout: 15_000,
  });
  socket = created;
  generation += 1;
  let refreshing = false;

  created.on('connect', () => {
    if (openChatId) created.emit('chat:open', { chatId: openChatId });
    for (const listener of connectListeners) listener();
  });
  created.on('disconnect', (reason) => {
    // The server ended it on purpose: socket.io does not come back by itself.
    if (reason === 'io server disconnect') created.connect();
  });
  created.on('connect_error', (error: Error & { data?: { code?: string } }) => {
    if (created.active) return; // A network problem: socket.io retries with back-off.
    // The handshake was refused (expired token): refresh once (shared with the API client), then reconnect.
    if (!AUTH_ERROR_CODES.has(error.data?.code ?? '') || refreshing) return;
    refreshing = true;
    refreshAccessToken(getAccessToken())
      .then((token) => {
        if (token && socket === created) created.connect();
      })
      .catch(() => {
        // Offline while refreshing: try again a little later.
        setTimeout(() => {
          if (socket === created) created.connect();
        }, 5000);
      })
      .finally(() => {
        refreshing = false;
      });
  });
  notify();
  return created;
}

export function disconnectRealtime(): void {
  if (!socket) return;
  socket.removeAllListeners();
  socket.io.removeAllListeners();
  socket.disconnect();
  socket = null;
  generation += 1;
  notify();
}

/** Runs `handler` for every `event` from the server while the component is mounted. */
export function useRealtimeEvent<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const current = useSyncExternalStore(
    subscribe,
    () => generation,
    () => generation,
  );
  useEffect(() => {
    const target = socket;
    if (!target) return;
    const listener = ((...args: unknown[]) => (latest.current as (...values: unknown[]) => void)(...args)) as never;
    target.on(event, listener);
    return () => {
      target.off(event, listener);
    };
  }, [event, current]);
}

/**
 * Called on every connection: the first (events between the page's first fetch and the handshake went nowhere) and
 * each one after a drop (4G gone for a minute). Refetch what may have changed meanwhile.
 */
export function onRealtimeConnect(listener: () => void): () => void {
  connectListeners.add(listener);
  return () => connectListeners.delete(listener);
}

/** Tells the server which chat this tab shows (null: none), now and after every reconnection. */
export function setOpenChat(chatId: string | null): void {
  if (openChatId === chatId) return;
  openChatId = chatId;
  if (socket?.connected) socket.emit('chat:open', { chatId });
}

export function getOpenChat(): string | null {
  return openChatId;
}

/** "Typing" is only worth sending now: it is dropped rather than queued while offline. */
export function sendTyping(chatId: string, isTyping: boolean): void {
  if (socket?.connected) socket.volatile.emit('typing', { chatId, isTyping });
}
