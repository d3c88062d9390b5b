import type { CommunityList, CommunityType } from '@samaj/shared/community';
import { PAGE_SIZE } from '@samaj/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageParam } from '../stores/filters';

export interface CommunityUsersQuery {
  keywords?: string | undefined;
  locationFilter?: string | undefined;
  profession?: string | undefined;
}

export function getCommunityUsers(
  type: CommunityType,
  query: CommunityUsersQuery & { page: number },
  signal?: AbortSignal,
): Promise<CommunityList> {
  return api.get<CommunityList>(`/community/${type}`, {
    query: { ...query, limit: PAGE_SIZE.community },
    ...(signal ? { signal } : {}),
  });
}

/** Every helpers and seekers list, whatever its filters: what a shortlist or not-interested change touches. */
export const communityListsKey = ['community', 'list'] as const;

export const communityUsersQueryOptions = (type: CommunityType, query: CommunityUsersQuery) =>
  infiniteQueryOptions({
    queryKey: [...communityListsKey, type, query],
    queryFn: ({ pageParam, signal }) => getCommunityUsers(type, { ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (_lastPage, pages) => nextPageParam(pages),
  });

/** Helpers or seekers, 6 at a time (SPEC §9). */
export function useCommunityUsers(type: CommunityType, query: CommunityUsersQuery) {
  return useInfiniteQuery(communityUsersQueryOptions(type, query));
}
