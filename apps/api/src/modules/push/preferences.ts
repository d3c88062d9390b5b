import { defaultPushTypes, pushableTypes, type NotificationPreferences, type PushableType } from '@samaj/shared/push';
import type { StoredPreferences } from './push.repository.ts';

/** A member's push choices: what they saved, and the defaults for what they never chose. */
export function toPreferences(stored: StoredPreferences | undefined): NotificationPreferences {
  const saved = (stored?.types ?? {}) as Partial<Record<PushableType, { push?: unknown }>>;
  const types = Object.fromEntries(
    pushableTypes.map((type) => {
      const push = saved[type]?.push;
      return [type, { push: typeof push === 'boolean' ? push : defaultPushTypes[type] }];
    }),
  ) as NotificationPreferences['types'];
  const quietHours = stored?.quietFrom && stored.quietTo ? { from: stored.quietFrom, to: stored.quietTo } : null;
  return { types, quietHours };
}

export function toStoredPreferences(preferences: NotificationPreferences): StoredPreferences {
  return {
    types: preferences.types,
    quietFrom: preferences.quietHours?.from ?? null,
    quietTo: preferences.quietHours?.to ?? null,
  };
}
