import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import type { Notification } from '@samaj/shared/notifications';
import { pushableTypes, type PushableType } from '@samaj/shared/push';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/client.ts';
import { backgroundTasks } from '../../lib/background-tasks.ts';
import { pushPayloadOf } from './push-payload.ts';
import { PushRepository, type StoredSubscription } from './push.repository.ts';
import { toPreferences } from './preferences.ts';
import { inQuietHours } from './quiet-hours.ts';
import type * as WebPush from 'web-push';

/** What the notifications area needs: hand a stored notification over, without waiting. */
export interface PushSender {
  enqueue(userId: string, notification: Notification): void;
}

export interface PushDeliveryOptions {
  config: Config['push'];
  db: Db;
  log: FastifyBaseLogger;
  /** The HTTPS agent for the push services (tests pass one that trusts their local push service). */
  agent?: Agent;
  /** The first retry's wait after a 429 or 5xx without Retry-After; each next one doubles. */
  retryDelayMs?: number;
  now?: () => Date;
}

const MAX_ATTEMPTS = 3;
const MAX_RETRY_AFTER_MS = 60_000;
/** Pushes waiting beyond this are dropped (the in-app notification is stored either way). */
const MAX_QUEUED = 10_000;
const CONCURRENCY = 4;
const TTL_SECONDS = 24 * 60 * 60;

const isPushable = (type: string): type is PushableType => (pushableTypes as readonly string[]).includes(type);
/** Moderators' notices come even in quiet hours (Settings says so); everything else waits in the bell till morning. */
const ignoresQuietHours = (type: Notification['type']) => type === 'MODERATION_NOTICE' || type === 'REPORT_RESOLVED';
const urgencyOf = (type: Notification['type']) =>
  type === 'MESSAGE' || type === 'INTEREST_RECEIVED' || type === 'INTEREST_ACCEPTED' ? 'high' : 'normal';
/** A Topic header replaces a push still waiting at the push service (an unread chat's earlier message). */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

type Outcome = 'sent' | 'gone' | 'failed';

/**
 * Sends notifications as Web Push (RFC 8291 payloads, RFC 8292 VAPID) to each browser a member subscribed,
 * from an in-process queue: the request that caused a notification never waits for a push service. A 404 or 410
 * deletes the subscription; a 429 or 5xx is retried with backoff (Retry-After respected).
 */
export class PushDelivery implements PushSender {
  private readonly repository: PushRepository;
  private readonly queue: { userId: string; notification: Notification }[] = [];
  private running = 0;
  private readonly waiters: (() => void)[] = [];

  private readonly options: PushDeliveryOptions;
  constructor(options: PushDeliveryOptions) {
    this.options = options;
    this.repository = new PushRepository(options.db);
  }

  get enabled() {
    return this.options.config.vapid !== undefined;
  }

  /** Pushes waiting or being sent (metrics). */
  get depth() {
    return this.queue.length + this.running;
  }

  enqueue(userId: string, notification: Notification): void {
    if (!this.enabled) return;
    if (this.queue.length >= MAX_QUEUED) {
      this.options.log.warn({ type: notification.type }, 'push queue full: a push was dropped');
      return;
    }
    this.queue.push({ userId, notification });
    this.pump();
  }

  /** Resolves once every queued push is sent or given up (tests; shutdown). */
  idle(): Promise<void> {
    if (this.depth === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private pump() {
    while (this.running < CONCURRENCY && this.queue.length > 0) {
      const job = this.queue.shift()!;
      this.running += 1;
      void backgroundTasks
        .track('push', () => this.deliver(job.userId, job.notification))
        .catch((error: unknown) => this.options.log.error({ err: error }, 'could not send a push'))
        .finally(() => {
          this.running -= 1;
          this.pump();
          if (this.depth === 0) this.waiters.splice(0).forEach((resolve) => resolve());
        });
    }
  }

  private async deliver(userId: string, notification: Notification) {
    // Most members have subscribed no browser: one query, and nothing more to read for them.
    const subscriptions = await this.repository.subscriptionsOf(userId);
    if (subscriptions.length === 0) return;
    const recipient = await this.repository.recipientOf(userId);
    if (!recipient) return;
    const preferences = toPreferences(recipient.preferences);
    if (isPushable(notification.type) && !preferences.types[notification.type].push) return;
    const now = this.options.now?.() ?? new Date();
    if (!ignoresQuietHours(notification.type) && inQuietHours(preferences.quietHours, now)) return;
    const payload = pushPayloadOf(notification, recipient.language);
    const body = JSON.stringify(payload);
    const outcomes = await Promise.all(
      subscriptions.map(async (subscription) => ({
        subscription,
        outcome: await this.send(subscription, body, {
          urgency: urgencyOf(notification.type),
          topic: topicOf(payload.tag),
        }),
      })),
    );
    await this.repository.forgetSubscriptions(
      outcomes.filter(({ outcome }) => outcome === 'gone').map(({ subscription }) => subscription.id),
    );
  }

  private async send(
    subscription: StoredSubscription,
    body: string,
    headers: { urgency: 'high' | 'normal'; topic: string },
  ): Promise<Outcome> {
    const vapid = this.options.config.vapid!;
    const webpush = await loadWebPush();
    for (let attempt = 1; ; attempt += 1) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          body,
          {
            vapidDetails: vapid,
            TTL: TTL_SECONDS,
            urgency: headers.urgency,
            topic: headers.topic,
            contentEncoding: 'aes128gcm',
            timeout: 10_000,
            ...(this.options.agent ? { agent: this.options.agent } : {}),
          },
        );
        return 'sent';
      } catch (error) {
        const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) return 'gone';
        const retryable = status === undefined || status === 429 || status >= 500;
        if (!retryable || attempt >= MAX_ATTEMPTS) {
          this.options.log.warn(
            { status, attempt, host: new URL(subscription.endpoint).host },
            'a push was not delivered',
          );
          return 'failed';
        }
        const retryAfter = error instanceof webpush.WebPushError ? Number(error.headers?.['retry-after']) : Number.NaN;
        await sleep(this.retryDelay(retryAfter, attempt));
      }
    }
  }

  private retryDelay(retryAfter: number, attempt: number): number {
    if (Number.isFinite(retryAfter) && retryAfter >= 0) return Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS);
    return (this.options.retryDelayMs ?? 1000) * 2 ** (attempt - 1);
  }
}

/** web-push and its crypto are loaded with the first push, not at start (idle memory: docs/BENCHMARKS.md). */
let webPushModule: Promise<typeof WebPush> | undefined;
const loadWebPush = () =>
  // CommonJS: Node finds only some of its names, all of them are on the default export.
  (webPushModule ??= import('web-push').then((module) => (module as unknown as { default: typeof WebPush }).default));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
