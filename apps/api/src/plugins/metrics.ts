import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config/index.ts';
import { BACKGROUND_TASK_KINDS, backgroundTasks } from '../lib/background-tasks.ts';
import { unauthorized } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when /metrics is exposed; `address` is the metrics port's, once listening (METRICS_PORT). */
    metrics?: { registry: Registry; address(): AddressInfo | null };
  }
}

/** Seconds; from a cached read to a slow search on a busy machine. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares the Authorization header with the token in constant time (both hashed to the same length first). */
function bearerMatches(header: string | undefined, token: string): boolean {
  return header !== undefined && timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/** Request latency per route pattern and status, the process (heap, RSS, event-loop lag), pool, sockets, queues. */
function createRegistry(app: FastifyInstance): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/posts/:id), never the raw URL: one series per route, whatever the ids.
    const route = request.routeOptions.url ?? 'unmatched';
    requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'samaj_db_pool_connections',
    help: 'PostgreSQL connections of this process by state (total, idle, waiting clients); absent on PGlite',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      for (const [state, count] of Object.entries(stats)) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'samaj_socketio_connections',
    help: 'Open Socket.IO connections to this process',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('realtime') ? app.realtime.io.engine.clientsCount : 0);
    },
  });
  new Gauge({
    name: 'samaj_background_tasks',
    help: 'Work requests started without waiting for it, running now (notifications, WhatsApp sends)',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      for (const kind of BACKGROUND_TASK_KINDS) this.set({ kind }, backgroundTasks.counts().get(kind) ?? 0);
    },
  });
  return registry;
}

/** `/metrics` on METRICS_HOST:METRICS_PORT, a plain HTTP server apart from the app (and its limits and logs). */
function metricsServer(registry: Registry, token: string | undefined): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('Unauthorized\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
}

/**
 * Prometheus metrics. With METRICS_PORT, on that port (bound to METRICS_HOST; behind the token too when METRICS_TOKEN
 * is set); with METRICS_TOKEN alone, at /metrics on the main port for `Authorization: Bearer <token>`; with neither,
 * nothing is measured or exposed.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance, { config }: { config: Config }) {
    const { port, host, token } = config.metrics;
    if (port !== undefined) {
      const registry = createRegistry(app);
      const server = metricsServer(registry, token);
      const address = () => {
        const bound = server.address();
        return bound !== null && typeof bound === 'object' ? bound : null;
      };
      app.decorate('metrics', { registry, address });
      app.addHook('onReady', async () => {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, () => resolve());
        });
        app.log.info(`Prometheus metrics at http://${host}:${address()?.port ?? port}/metrics`);
      });
      app.addHook('onClose', async () => {
        if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      });
      return;
    }
    if (token === undefined) return;

    const registry = createRegistry(app);
    app.decorate('metrics', { registry, address: () => null });
    app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized('Send the metrics token: Authorization: Bearer <METRICS_TOKEN>');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
