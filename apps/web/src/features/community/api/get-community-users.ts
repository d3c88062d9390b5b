import type { CommunityType } from '@samaj/shared/community';
import { PAGE_SIZE } from '@samaj/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { nextPageParam } from '../stores/filters';
import { communityKeys } from './keys';

export interface CommunityUsersQuery {
  keywords?: string | undefined;
  locationFilter?: string | undefined;
  profession?: string | undefined;
}

export function getCommunityUsers(
  type: CommunityType,
  query: CommunityUsersQuery & { page: number },
  signal?: AbortSignal,
) {
  return callApi('GET /community/:type', {
    params: { type },
    query: { ...query, limit: PAGE_SIZE.community },
    signal,
  });
}

export const communityUsersQueryOptions = (type: CommunityType, query: CommunityUsersQuery) =>
  infiniteQueryOptions({
    queryKey: communityKeys.list(type, query),
    queryFn: ({ pageParam, signal }) => getCommunityUsers(type, { ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (_lastPage, pages) => nextPageParam(pages),
  });

/** Helpers or seekers, 6 at a time. */
export function useCommunityUsers(type: CommunityType, query: CommunityUsersQuery) {
  return useInfiniteQuery(communityUsersQueryOptions(type, query));
}
