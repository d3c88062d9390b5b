import type { Endpoint, EndpointsByRoute } from '../contract.ts';
import { accountContracts } from './account.ts';
import { authContracts } from './auth.ts';
import { communityContracts } from './community.ts';
import { healthContracts } from './health.ts';
import { commentsContracts, postsContracts } from './posts.ts';
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
} satisfies Record<string, Record<string, Endpoint>>;

type Areas = typeof apiContracts;
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** Every endpoint by route name (`'GET /posts/:id'`): what the web app's client is typed with. */
export type ApiEndpoints = UnionToIntersection<{ [A in keyof Areas]: EndpointsByRoute<Areas[A]> }[keyof Areas]>;
