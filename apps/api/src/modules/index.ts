import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/account.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { communityRoutes } from './community/community.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { coManagersRoutes } from './matrimonial/co-managers.routes.ts';
import { matrimonialRoutes } from './matrimonial/matrimonial.routes.ts';
import { adminRoutes } from './moderation/admin.routes.ts';
import { grievancesRoutes } from './moderation/grievances.routes.ts';
import { reportsRoutes } from './moderation/reports.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { commentsRoutes } from './posts/comments.routes.ts';
import { pushRoutes } from './push/push.routes.ts';
import { postsRoutes } from './posts/posts.routes.ts';
import { safetyRoutes } from './safety/safety.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** The API's areas, each mounted under /api. */
export const modules: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '', plugin: healthRoutes },
  { prefix: '/auth', plugin: authRoutes },
  { prefix: '', plugin: accountRoutes },
  { prefix: '/user', plugin: usersRoutes },
  { prefix: '/dashboard', plugin: dashboardRoutes },
  { prefix: '/community', plugin: communityRoutes },
  { prefix: '/posts', plugin: postsRoutes },
  { prefix: '/comments', plugin: commentsRoutes },
  { prefix: '/chats', plugin: chatRoutes },
  { prefix: '/notifications', plugin: notificationsRoutes },
  { prefix: '', plugin: pushRoutes },
  { prefix: '/matrimonial', plugin: matrimonialRoutes },
  { prefix: '/matrimonial', plugin: safetyRoutes },
  { prefix: '/matrimonial/co-managers', plugin: coManagersRoutes },
  { prefix: '/reports', plugin: reportsRoutes },
  { prefix: '/admin', plugin: adminRoutes },
  { prefix: '/grievances', plugin: grievancesRoutes },
];
