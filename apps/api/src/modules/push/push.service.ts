import type { NotificationPreferences, PushSubscriptionBody } from '@samaj/shared/push';
import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isAllowedPushEndpoint } from './endpoint-hosts.ts';
import { toPreferences, toStoredPreferences } from './preferences.ts';
import { PushRepository } from './push.repository.ts';

/** A member's push subscriptions and choices. */
export class PushService {
  private readonly repository: PushRepository;
  private readonly config: Config['push'];
  constructor(db: Db, config: Config['push']) {
    this.repository = new PushRepository(db);
    this.config = config;
  }

  private vapid() {
    if (!this.config.vapid) throw notFound('Push notifications are not set up on this server');
    return this.config.vapid;
  }

  publicKey() {
    return { publicKey: this.vapid().publicKey };
  }

  async subscribe(userId: string, subscription: PushSubscriptionBody) {
    this.vapid();
    if (!isAllowedPushEndpoint(subscription.endpoint, this.config.allowedHosts)) {
      const message = "This browser's push service is not supported";
      throw badRequest(message, [{ path: 'endpoint', message }]);
    }
    return this.repository.upsertSubscription(userId, { endpoint: subscription.endpoint, ...subscription.keys });
  }

  /** Idempotent: the browser may drop a subscription the push service had already expired. */
  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.repository.deleteSubscription(userId, endpoint);
  }

  async preferences(userId: string): Promise<NotificationPreferences> {
    return toPreferences(await this.repository.preferencesOf(userId));
  }

  async updatePreferences(userId: string, preferences: NotificationPreferences): Promise<NotificationPreferences> {
    await this.repository.savePreferences(userId, toStoredPreferences(preferences));
    return this.preferences(userId);
  }
}
