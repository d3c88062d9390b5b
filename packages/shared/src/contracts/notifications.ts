import { z } from 'zod';
import { defineContracts } from '../contract.ts';
import {
  notificationIdParams,
  notificationList,
  notificationListQuery,
  unreadNotificationsCount,
} from '../notifications.ts';

/** /notifications: the member's notifications (new ones also arrive over the realtime socket). */
export const notificationsContracts = defineContracts(
  { tag: 'notifications', auth: true },
  {
    list: {
      method: 'GET',
      path: '/notifications',
      summary: 'My notifications, newest first, with how many are unread',
      query: notificationListQuery,
      response: notificationList,
    },
    unreadCount: {
      method: 'GET',
      path: '/notifications/unread-count',
      summary: 'How many of my notifications are unread',
      response: unreadNotificationsCount,
    },
    markAllRead: {
      method: 'POST',
      path: '/notifications/read-all',
      summary: 'Mark all my notifications read',
      response: z.null(),
    },
    markRead: {
      method: 'POST',
      path: '/notifications/:id/read',
      summary: 'Mark one of my notifications read',
      params: notificationIdParams,
      response: z.null(),
    },
  },
);
