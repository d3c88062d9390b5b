import type { Block, BlockBody } from '@samaj/shared/matrimonial';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** POST /matrimonial/blocks: works for every member; the blocked member disappears everywhere, both ways. */
export function blockMember(body: BlockBody): Promise<Block> {
  return api.post<Block>('/matrimonial/blocks', body);
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    // Every list may show the member: matches, search, interests, community, posts, chats.
    onSuccess: () => void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'user' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.blocks() }),
  });
}
