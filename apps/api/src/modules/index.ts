import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** The API's areas, each mounted under /api. */
export const modules: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '', plugin: healthRoutes },
  { prefix: '/auth', plugin: authRoutes },
  { prefix: '/user', plugin: usersRoutes },
  { prefix: '/dashboard', plugin: dashboardRoutes },
];
