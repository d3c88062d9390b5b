import type { Endpoint, EndpointsByRoute } from '../contract.ts';
import { accountContracts } from './account.ts';
import { authContracts } from './auth.ts';
import { chatContracts } from './chat.ts';
import { communityContracts } from './community.ts';
import { dashboardContracts } from './dashboard.ts';
import { grievancesContracts } from './grievances.ts';
import { healthContracts } from './health.ts';
import { matrimonialContracts } from './matrimonial.ts';
import { matrimonialFamilyContracts } from './matrimonial-family.ts';
import { moderationContracts } from './moderation.ts';
import { notificationsContracts } from './notifications.ts';
import { photoRequestsContracts } from './photo-requests.ts';
import { commentsContracts, postsContracts } from './posts.ts';
import { pushContracts } from './push.ts';
import { reportsContracts } from './reports.ts';
import { safetyContracts } from './safety.ts';
import { usersContracts } from './users.ts';

/** Every endpoint of the API, by area (the API checks that each one is served, and only these). */
export const apiContracts = {
  health: healthContracts,
  auth: authContracts,
  account: accountContracts,
  users: usersContracts,
  posts: postsContracts,
  comments: commentsContracts,
  community: communityContracts,
  dashboard: dashboardContracts,
  chat: chatContracts,
  notifications: notificationsContracts,
  matrimonial: matrimonialContracts,
  photoRequests: photoRequestsContracts,
  matrimonialFamily: matrimonialFamilyContracts,
  safety: safetyContracts,
  moderation: moderationContracts,
  reports: reportsContracts,
  grievances: grievancesContracts,
  push: pushContracts,
} satisfies Record<string, Record<string, Endpoint>>;

type Areas = typeof apiContracts;
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** Every endpoint by route name (`'GET /posts/:id'`): what the web app's client is typed with. */
export type ApiEndpoints = UnionToIntersection<{ [A in keyof Areas]: EndpointsByRoute<Areas[A]> }[keyof Areas]>;
