import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi, type ApiResponse } from './api-client';

/*
 * The reads of the users area that several features share (the member's own account, the counts), and the area's
 * query keys. Every key starts with 'user'.
 */

export const userKeys = {
  all: ['user'] as const,
  me: () => ['user', 'me'] as const,
  usersCount: () => ['user', 'users-count'] as const,
  helpKeywords: () => ['user', 'filters'] as const,
  profile: (id: string) => ['user', 'profile', id] as const,
  search: (keyword?: string) =>
    keyword === undefined ? (['user', 'search'] as const) : (['user', 'search', keyword] as const),
};

const OWN_DATA = new Set<unknown>([userKeys.me()[1], userKeys.usersCount()[1], userKeys.helpKeywords()[1]]);

/** Whether a key holds the member's own account or keywords, or the counts: nothing about other members. */
export function isOwnUserData(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === userKeys.all[0] && OWN_DATA.has(queryKey[1]);
}

/** GET /user/me: the member's account and every section of their profile. */
export type Me = ApiResponse<'GET /user/me'>;

/**
 * The one cache entry of GET /user/me: the session guard, the profile page and the matrimonial tab share it, so one
 * request serves them all.
 */
export const meQueryOptions = () =>
  queryOptions({ queryKey: userKeys.me(), queryFn: ({ signal }) => callApi('GET /user/me', { signal }) });

export function useMe(options: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled: options.enabled ?? true });
}

/**
 * Applies a saved change to the cached GET /user/me (the top bar reads the member's name and photo from it). Returns
 * false when there was nothing to update: no cached answer, or `update` left it as it was.
 */
export function updateCachedMe(queryClient: QueryClient, update: (me: Me) => Me): boolean {
  let applied = false;
  queryClient.setQueryData<Me>(userKeys.me(), (me) => {
    if (!me) return me;
    const next = update(me);
    applied = next !== me;
    return next;
  });
  return applied;
}

/** GET /user/users-count: members, helpers (offer help) and seekers (look for help). */
export const usersCountQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.usersCount(),
    queryFn: ({ signal }) => callApi('GET /user/users-count', { signal }),
  });

export function useUsersCount() {
  return useQuery(usersCountQueryOptions());
}
