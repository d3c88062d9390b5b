import type { CommunityList } from '@samaj/shared/community';
import type { UserCard } from '@samaj/shared/profile';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { withoutMember } from '../stores/filters';
import { communityKeys } from './keys';

export function markNotInterested(targetUserId: string) {
  return callApi('POST /community/not-interested', { body: { targetUserId } });
}

/**
 * Takes the member out of every loaded helpers and seekers list at once, then refetches the lists in the
 * background so that paging, which counts from the server's shorter list, skips nobody.
 */
export function useMarkNotInterested() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserCard) => markNotInterested(user.id),
    onMutate: async (user) => {
      await queryClient.cancelQueries({ queryKey: communityKeys.lists() });
      const previous = queryClient.getQueriesData<InfiniteData<CommunityList, number>>({
        queryKey: communityKeys.lists(),
      });
      queryClient.setQueriesData<InfiniteData<CommunityList, number>>({ queryKey: communityKeys.lists() }, (data) =>
        data ? { ...data, pages: withoutMember(data.pages, user.id) } : data,
      );
      return { previous };
    },
    onError: (_error, _user, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: communityKeys.notInterestedUsers() });
      await queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
    },
  });
}
