import { z } from 'zod';
import { defineContracts } from '../contract.ts';
import {
  notificationPreferences,
  pushPublicKey,
  pushSubscriptionBody,
  pushSubscriptionCreated,
  pushUnsubscribeBody,
} from '../push.ts';

/** Web Push: this device's subscription, and what the member wants pushed. */
export const pushContracts = defineContracts(
  { tag: 'push', auth: true },
  {
    publicKey: {
      method: 'GET',
      path: '/push/public-key',
      summary: "The server's VAPID public key, for PushManager.subscribe (404 when push is not set up)",
      response: pushPublicKey,
    },
    subscribe: {
      method: 'POST',
      path: '/push/subscriptions',
      summary: 'Push to this browser (the same endpoint again replaces it, for whoever is logged in now)',
      body: pushSubscriptionBody,
      response: pushSubscriptionCreated,
      status: 'created-or-existing',
    },
    unsubscribe: {
      method: 'DELETE',
      path: '/push/subscriptions',
      summary: 'Stop pushing to this browser',
      body: pushUnsubscribeBody,
      response: z.null(),
    },
    preferences: {
      method: 'GET',
      path: '/notifications/preferences',
      summary: 'Which notifications are pushed, and quiet hours (Asia/Kolkata)',
      response: notificationPreferences,
    },
    updatePreferences: {
      method: 'PUT',
      path: '/notifications/preferences',
      summary: 'Choose which notifications are pushed, and quiet hours (Asia/Kolkata)',
      body: notificationPreferences,
      response: notificationPreferences,
    },
  },
);
