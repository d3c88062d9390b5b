import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';
import { safetyKeys, showsOtherMembers } from './keys';

/** POST /matrimonial/blocks: works for every member; the blocked member disappears everywhere, both ways. */
export function blockMember(body: ApiRequest<'POST /matrimonial/blocks'>['body']) {
  return callApi('POST /matrimonial/blocks', { body });
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    // The API leaves the member out of every list from now on: refetching what is on screen is enough (their posts,
    // card and chat go), and whatever is off screen refetches when it is next shown.
    onSuccess: () => void queryClient.invalidateQueries({ predicate: (query) => showsOtherMembers(query.queryKey) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: safetyKeys.blocks() }),
  });
}
