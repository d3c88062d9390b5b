import type { NotInterestedUsers } from '@samaj/shared/community';
import type { UserCard } from '@samaj/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notInterestedUsersQueryOptions } from './get-not-interested-users';
import { communityKeys } from './keys';

export function removeNotInterested(targetUserId: string) {
  return callApi('DELETE /community/remove-not-interested/:targetUserId', { params: { targetUserId } });
}

/** Undo "Not interested": the member shows in the lists again. */
export function useRemoveNotInterested() {
  const queryClient = useQueryClient();
  const { queryKey } = notInterestedUsersQueryOptions();
  return useMutation({
    mutationFn: (user: UserCard) => removeNotInterested(user.id),
    onMutate: async (user) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current: NotInterestedUsers | undefined) =>
        current ? { users: current.users.filter((existing) => existing.id !== user.id) } : current,
      );
      return { previous };
    },
    onError: (_error, _user, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
    },
  });
}
