import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { showsOtherMembers } from './keys';

/** DELETE /matrimonial/blocks/{blockedUserId}. */
export function unblockMember(blockedUserId: string): Promise<null> {
  return api.delete<null>(`/matrimonial/blocks/${encodeURIComponent(blockedUserId)}`);
}

export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    onSettled: () => void queryClient.invalidateQueries({ predicate: (query) => showsOtherMembers(query.queryKey) }),
  });
}
