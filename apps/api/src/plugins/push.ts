import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { PushDelivery } from '../modules/push/push-delivery.ts';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushDelivery;
  }
}

export interface PushPluginOptions {
  config: Config;
  /** The HTTPS agent for push services (tests trust their local one with it). */
  agent?: Agent;
}

/** How long closing waits for queued pushes before it lets them go. */
const DRAIN_MS = 5_000;

export default fp(
  async function pushPlugin(app: FastifyInstance, { config, agent }: PushPluginOptions) {
    const push = new PushDelivery({ config: config.push, db: app.db, log: app.log, ...(agent ? { agent } : {}) });
    if (!push.enabled) app.log.warn('push notifications are off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
    app.decorate('push', push);
    app.addHook('onClose', async () => {
      await Promise.race([push.idle(), new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref())]);
    });
  },
  { name: 'push', dependencies: ['db'] },
);
