import type { CommunityList, NotInterestedItem } from '@samaj/shared/community';
import type { UserCard } from '@samaj/shared/profile';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withoutMember } from '../stores/filters';
import { communityListsKey } from './get-community-users';
import { notInterestedUsersQueryOptions } from './get-not-interested-users';

export function markNotInterested(targetUserId: string): Promise<NotInterestedItem> {
  return api.post<NotInterestedItem>('/community/not-interested', { targetUserId });
}

/**
 * Takes the member out of every loaded helpers and seekers list at once (SPEC §4), then refetches the lists in the
 * background so that paging, which counts from the server's shorter list, skips nobody.
 */
export function useMarkNotInterested() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserCard) => markNotInterested(user.id),
    onMutate: async (user) => {
      await queryClient.cancelQueries({ queryKey: communityListsKey });
      const previous = queryClient.getQueriesData<InfiniteData<CommunityList, number>>({ queryKey: communityListsKey });
      queryClient.setQueriesData<InfiniteData<CommunityList, number>>({ queryKey: communityListsKey }, (data) =>
        data ? { ...data, pages: withoutMember(data.pages, user.id) } : data,
      );
      return { previous };
    },
    onError: (_error, _user, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: notInterestedUsersQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: communityListsKey });
    },
  });
}
