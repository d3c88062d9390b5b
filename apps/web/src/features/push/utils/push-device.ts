import { msg } from '@lingui/core/macro';
import { callApi } from '@/lib/api-client';
import { pushSupported } from './push-support';
import { i18n } from '@/lib/i18n';

export type DevicePushState = 'unsupported' | 'denied' | 'on' | 'off';

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this browser gets pushes: no push support, blocked by the member, or subscribed or not. */
export async function devicePushState(): Promise<DevicePushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The VAPID key arrives as base64url; PushManager wants its bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export class PushSetupError extends Error {}

/**
 * Asks the browser's permission (only ever called from a member's tap), subscribes with the server's key at the
 * browser's push service, and gives the server the subscription.
 */
export async function turnOnDevicePush(): Promise<void> {
  if (!pushSupported()) throw new PushSetupError(i18n._(msg`This browser cannot show notifications from Samaj.`));
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushSetupError(i18n._(msg`Notifications are blocked. Allow them for Samaj in your browser settings.`));
  }
  const { publicKey } = await callApi('GET /push/public-key');
  const registration = await navigator.serviceWorker.ready;
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  } catch {
    throw new PushSetupError(
      i18n._(msg`Your browser's notification service could not be reached. Please try again later.`),
    );
  }
  // The schema (and zod) load only here: the push card is on every page, a subscription is rare.
  const { pushSubscriptionBody } = await import('@samaj/shared/push');
  const body = pushSubscriptionBody.safeParse(subscription.toJSON());
  if (!body.success) throw new PushSetupError(i18n._(msg`This browser gave a subscription Samaj cannot use.`));
  await callApi('POST /push/subscriptions', { body: body.data });
}

/** Stops pushes to this browser: the server forgets it first, then the browser's push service. */
export async function turnOffDevicePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await callApi('DELETE /push/subscriptions', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
