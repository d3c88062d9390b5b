import { z } from 'zod';
import type { NotificationType } from './notifications.ts';
import { lineText } from './text.ts';

/** The notification types a member can switch pushes on or off for (moderation notices are always pushed). */
export const pushableTypes = [
  'MESSAGE',
  'INTEREST_RECEIVED',
  'INTEREST_ACCEPTED',
  'POST_COMMENT',
  'COMMENT_REPLY',
  'POST_LIKE',
  'NEW_MATCHES',
  'PHOTO_REQUEST_RECEIVED',
  'PHOTO_REQUEST_GRANTED',
  'CO_MANAGER_INVITED',
] as const satisfies readonly NotificationType[];
export type PushableType = (typeof pushableTypes)[number];

/** What a member who never chose gets: everything someone said to them, not likes (they come in dozens). */
export const defaultPushTypes: Record<PushableType, boolean> = {
  MESSAGE: true,
  INTEREST_RECEIVED: true,
  INTEREST_ACCEPTED: true,
  POST_COMMENT: true,
  COMMENT_REPLY: true,
  POST_LIKE: false,
  NEW_MATCHES: true,
  PHOTO_REQUEST_RECEIVED: true,
  PHOTO_REQUEST_GRANTED: true,
  CO_MANAGER_INVITED: true,
};

/** A browser's `PushSubscription.toJSON()` (its `expirationTime` is ignored). Keys are unpadded base64url. */
export const pushSubscriptionBody = z.object({
  endpoint: lineText('endpoint must be text')
    .max(2048, 'endpoint must be at most 2048 characters')
    .pipe(z.url({ protocol: /^https$/, error: 'endpoint must be an https URL' })),
  keys: z.object({
    // 65 bytes, starting with 0x04 (an uncompressed P-256 point): 87 characters, the first one "B".
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}$/, 'keys.p256dh must be an uncompressed P-256 public key'),
    // 16 bytes: 22 characters.
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'keys.auth must be 16 bytes of base64url'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: lineText('endpoint must be text').min(1).max(2048) });

export const pushPublicKey = z.object({ publicKey: z.string() });
export const pushSubscriptionCreated = z.object({ id: z.string() });

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time such as 22:00');

export const notificationPreferences = z.object({
  types: z.object(
    Object.fromEntries(pushableTypes.map((type) => [type, z.object({ push: z.boolean() })])) as {
      [T in PushableType]: z.ZodObject<{ push: z.ZodBoolean }>;
    },
  ),
  quietHours: z
    .object({ from: clockTime, to: clockTime })
    .refine((hours) => hours.from !== hours.to, 'Quiet hours must start and end at different times')
    .nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** What a push carries to the service worker (encrypted for that browser alone). */
export interface PushPayload {
  type: NotificationType;
  title: string;
  body: string;
  /** The app page to open on a tap. */
  url: string;
  /** Pushes with the same tag replace each other on the phone (one per chat while unread). */
  tag: string;
}
