import { createHmac } from 'node:crypto';
import { uuidParam } from '@samaj/shared';
import type { ClientToServerEvents, ServerToClientEvents } from '@samaj/shared/notifications';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Config } from '../config/index.ts';
import { AppError } from '../lib/errors.ts';

export interface SocketData {
  userId: string;
  sessionId: string;
  /** The chat this tab shows, if any (`chat:open`): a message there needs no notification. */
  openChatId: string | null;
}

/** What API processes tell each other (through the Redis adapter). */
interface InterServerEvents {
  'sessions:ended': (sessionIds: string[]) => void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type ServerEvent = keyof ServerToClientEvents;

export interface Realtime {
  io: RealtimeServer;
  /** Sends an event to every open tab of these members, on every API process. */
  emitToUsers<E extends ServerEvent>(userIds: string[], event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Which of these members have at least one tab connected, on any process. */
  onlineUserIds(userIds: readonly string[]): Promise<Set<string>>;
  isOnline(userId: string): Promise<boolean>;
  /** Whether one of the member's tabs shows this chat. */
  isViewingChat(userId: string, chatId: string): Promise<boolean>;
  /** Areas add their client events here (chat: typing, message:read). */
  onConnection(handler: (socket: RealtimeSocket) => void): void;
  /** Called when a member's first tab connects or their last one has gone (across processes). */
  onPresence(handler: (userId: string, isOnline: boolean) => Promise<void> | void): void;
  /** Closes the sockets opened with these sessions' tokens, on every process (logout, password change or reset). */
  disconnectSessions(sessionIds: readonly string[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  config: Config;
  /** A member whose last tab closed is announced offline after this long, so a page reload does not flicker. */
  offlineGraceMs?: number;
}

/** Client events one socket may send a second; more are dropped. */
const CLIENT_EVENTS_PER_SECOND = 20;
/** How long a cross-process question (who is online) may take before this process answers alone. */
const CLUSTER_REQUEST_TIMEOUT_MS = 1500;

export const userRoom = (userId: string) => `user:${userId}`;
/** The sockets of one login: ending the session closes them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * The Redis channel prefix of one deployment. Processes of the same deployment share JWT_SECRET (they must, to accept
 * each other's tokens), so it names the deployment without revealing it; another deployment (or test run) on the same
 * Redis never hears these events.
 */
export function redisChannelPrefix(jwtSecret: string): string {
  return `samaj:${createHmac('sha256', jwtSecret).update('socket.io channel').digest('hex').slice(0, 12)}`;
}

/**
 * Socket.IO on the API's HTTP server at /socket.io. The handshake carries `auth: { token }` (an access token); each
 * socket joins its member's room, so an event for a member reaches all their tabs, and its session's room, so ending
 * the session closes it. With REDIS_URL the Redis adapter
 * carries events and questions (who is online) between API processes.
 */
export default fp(
  async function realtimePlugin(app: FastifyInstance, { config, offlineGraceMs = 2000 }: RealtimePluginOptions) {
    const io: RealtimeServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      // Client events are small JSON objects.
      maxHttpBufferSize: 16 * 1024,
    });

    let redis: { pub: Redis; sub: Redis } | undefined;
    if (config.redisUrl) {
      // Loaded only with Redis configured: a single process without it saves their memory (~15 MB).
      const [{ Redis }, { createAdapter }] = await Promise.all([import('ioredis'), import('@socket.io/redis-adapter')]);
      const pub = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
      const sub = pub.duplicate();
      pub.on('error', (error) => app.log.warn({ err: error }, 'redis (socket.io publish) error'));
      sub.on('error', (error) => app.log.warn({ err: error }, 'redis (socket.io subscribe) error'));
      redis = { pub, sub };
      io.adapter(
        createAdapter(pub, sub, {
          key: redisChannelPrefix(config.jwtSecret),
          requestsTimeout: CLUSTER_REQUEST_TIMEOUT_MS,
          publishOnSpecificResponseChannel: true,
        }),
      );
    }

    const connectionHandlers: ((socket: RealtimeSocket) => void)[] = [];
    const presenceHandlers: ((userId: string, isOnline: boolean) => Promise<void> | void)[] = [];
    const offlineTimers = new Map<string, NodeJS.Timeout>();

    const localRoomSize = (userId: string) => io.sockets.adapter.rooms.get(userRoom(userId))?.size ?? 0;

    /** The member's sockets on every process; this process's alone when the others do not answer in time. */
    async function socketsOf(userIds: readonly string[]) {
      try {
        return await io.in(userIds.map(userRoom)).fetchSockets();
      } catch (error) {
        app.log.warn({ err: error }, 'could not ask the other API processes about their sockets');
        return io.local.in(userIds.map(userRoom)).fetchSockets();
      }
    }

    async function announcePresence(userId: string, isOnline: boolean) {
      for (const handler of presenceHandlers) {
        try {
          await handler(userId, isOnline);
        } catch (error) {
          app.log.error({ err: error, userId }, 'presence handler failed');
        }
      }
    }

    /**
     * This process forgets that it found these sessions open (it trusts that for a while), then closes their sockets:
     * a tab that reconnects at once is refused, whichever process it reaches.
     */
    function endSessionsHere(sessionIds: readonly string[]) {
      app.accessTokens.forgetSessions(sessionIds);
      io.local.in(sessionIds.map(sessionRoom)).disconnectSockets();
    }
    io.on('sessions:ended', endSessionsHere);

    const realtime: Realtime = {
      io,
      emitToUsers(userIds, event, ...args) {
        if (userIds.length === 0) return;
        io.to(userIds.map(userRoom)).emit(event, ...args);
      },
      async onlineUserIds(userIds) {
        const online = new Set<string>();
        const unknown: string[] = [];
        for (const userId of new Set(userIds)) {
          if (localRoomSize(userId) > 0) online.add(userId);
          else unknown.push(userId);
        }
        if (unknown.length === 0 || !redis) return online;
        for (const socket of await socketsOf(unknown)) online.add(socket.data.userId);
        return online;
      },
      async isOnline(userId) {
        return (await realtime.onlineUserIds([userId])).has(userId);
      },
      async isViewingChat(userId, chatId) {
        const sockets = redis ? await socketsOf([userId]) : await io.local.in(userRoom(userId)).fetchSockets();
        return sockets.some((socket) => socket.data.openChatId === chatId);
      },
      onConnection(handler) {
        connectionHandlers.push(handler);
      },
      onPresence(handler) {
        presenceHandlers.push(handler);
      },
      disconnectSessions(sessionIds) {
        if (sessionIds.length === 0) return;
        endSessionsHere(sessionIds);
        if (redis) io.serverSideEmit('sessions:ended', [...sessionIds]);
      },
    };

    io.use((socket, next) => {
      const token: unknown = socket.handshake.auth['token'];
      if (typeof token !== 'string' || token === '') {
        next(Object.assign(new Error('Authentication required'), { data: { code: 'UNAUTHORIZED' } }));
        return;
      }
      app.accessTokens.verify(token).then(
        (user) => {
          socket.data = { userId: user.id, sessionId: user.sessionId, openChatId: null };
          next();
        },
        (error: unknown) => {
          const code = error instanceof AppError ? error.code : 'UNAUTHORIZED';
          const message = error instanceof AppError ? error.message : 'Invalid access token';
          if (!(error instanceof AppError)) app.log.error({ err: error }, 'socket authentication failed');
          next(Object.assign(new Error(message), { data: { code } }));
        },
      );
    });

    io.on('connection', (socket) => {
      const { userId, sessionId } = socket.data;
      void socket.join([userRoom(userId), sessionRoom(sessionId)]);
      // A tab sends a few events a second at most ("typing", reads): a flood beyond that is dropped, not processed.
      let windowStart = 0;
      let eventsInWindow = 0;
      socket.use((_event, next) => {
        const now = Date.now();
        if (now - windowStart >= 1000) {
          windowStart = now;
          eventsInWindow = 0;
        }
        eventsInWindow += 1;
        if (eventsInWindow > CLIENT_EVENTS_PER_SECOND) return;
        next();
      });
      socket.on('chat:open', (input) => {
        const chatId = uuidParam.safeParse(input?.chatId);
        socket.data.openChatId = chatId.success ? chatId.data : null;
      });
      for (const handler of connectionHandlers) handler(socket);

      const pendingOffline = offlineTimers.get(userId);
      if (pendingOffline) {
        // Back within the grace period (a reload): the others never saw this member go.
        clearTimeout(pendingOffline);
        offlineTimers.delete(userId);
      } else if (localRoomSize(userId) === 1) {
        void (async () => {
          if (redis && (await socketsOf([userId])).length > 1) return;
          await announcePresence(userId, true);
        })();
      }

      socket.on('disconnect', () => {
        if (localRoomSize(userId) > 0 || offlineTimers.has(userId)) return;
        const timer = setTimeout(() => {
          offlineTimers.delete(userId);
          void (async () => {
            if (localRoomSize(userId) > 0) return;
            if (redis && (await socketsOf([userId])).length > 0) return;
            await announcePresence(userId, false);
          })();
        }, offlineGraceMs);
        timer.unref();
        offlineTimers.set(userId, timer);
      });
    });

    app.decorate('realtime', realtime);

    // Open sockets would keep the HTTP server from closing: end them first, then the adapter and Redis.
    app.addHook('preClose', async () => {
      for (const timer of offlineTimers.values()) clearTimeout(timer);
      offlineTimers.clear();
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.close();
      if (redis) await Promise.allSettled([redis.pub.quit(), redis.sub.quit()]);
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
