import type { Language } from '@samaj/shared/i18n/language';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationPreferences, pushSubscriptions, users } from '../../db/schema/index.ts';

export interface StoredSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface StoredPreferences {
  types: unknown;
  quietFrom: string | null;
  quietTo: string | null;
}

/** Browsers a member may receive pushes on; the oldest go first beyond this (old phones, cleared browsers). */
export const SUBSCRIPTIONS_PER_MEMBER = 10;

export class PushRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /** One row per endpoint: a browser subscribing again, or for another member who logged in on it, replaces it. */
  async upsertSubscription(
    userId: string,
    subscription: { endpoint: string; p256dh: string; auth: string },
  ): Promise<{ id: string; created: boolean }> {
    const [row] = await this.db
      .insert(pushSubscriptions)
      .values({ userId, ...subscription })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, updatedAt: new Date() },
      })
      // xmax = 0 only for a freshly inserted row.
      .returning({ id: pushSubscriptions.id, created: sql<boolean>`(xmax = 0)` });
    await this.keepNewest(userId);
    return row!;
  }

  private async keepNewest(userId: string) {
    const newest = this.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(sql`${pushSubscriptions.updatedAt} desc`)
      .limit(SUBSCRIPTIONS_PER_MEMBER);
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  }

  async deleteSubscription(userId: string, endpoint: string): Promise<boolean> {
    const deleted = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return deleted.length > 0;
  }

  /** The push service said the subscription is gone (404/410). */
  async forgetSubscriptions(ids: string[]) {
    if (ids.length > 0) await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
  }

  subscriptionsOf(userId: string): Promise<StoredSubscription[]> {
    return this.db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt));
  }

  /** What a push to the member depends on: their language and their saved choices (none saved: undefined). */
  async recipientOf(
    userId: string,
  ): Promise<{ language: Language; preferences: StoredPreferences | undefined } | undefined> {
    const [row] = await this.db
      .select({
        language: users.language,
        types: notificationPreferences.types,
        quietFrom: notificationPreferences.quietFrom,
        quietTo: notificationPreferences.quietTo,
      })
      .from(users)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) return undefined;
    const { language, types, quietFrom, quietTo } = row;
    return { language, preferences: types === null ? undefined : { types, quietFrom, quietTo } };
  }

  async preferencesOf(userId: string): Promise<StoredPreferences | undefined> {
    const [row] = await this.db
      .select({
        types: notificationPreferences.types,
        quietFrom: notificationPreferences.quietFrom,
        quietTo: notificationPreferences.quietTo,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return row;
  }

  async savePreferences(userId: string, preferences: StoredPreferences) {
    await this.db
      .insert(notificationPreferences)
      .values({ userId, ...preferences })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...preferences, updatedAt: new Date() } });
  }
}
