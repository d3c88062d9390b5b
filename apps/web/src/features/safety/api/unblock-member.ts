import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { showsOtherMembers } from './keys';

/** DELETE /matrimonial/blocks/{blockedUserId}. */
export function unblockMember(blockedUserId: string) {
  return callApi('DELETE /matrimonial/blocks/:blockedUserId', { params: { blockedUserId } });
}

export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    onSettled: () => void queryClient.invalidateQueries({ predicate: (query) => showsOtherMembers(query.queryKey) }),
  });
}
