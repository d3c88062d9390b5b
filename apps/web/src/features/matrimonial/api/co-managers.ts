import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** GET /matrimonial/co-managers: who manages my profile, whose profiles I manage, and what was done for me. */
export function useCoManagers() {
  return useQuery({
    queryKey: matrimonialKeys.coManagers(),
    queryFn: ({ signal }) => callApi('GET /matrimonial/co-managers', { signal }),
  });
}

function useCoManagersMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: matrimonialKeys.coManagers() }),
  });
}

/** POST /matrimonial/co-managers: invite a family member (a Samaj member) by phone. */
export const useInviteCoManager = () =>
  useCoManagersMutation((phoneNumber: string) => callApi('POST /matrimonial/co-managers', { body: { phoneNumber } }));

/** POST /matrimonial/co-managers/{id}/accept. */
export const useAcceptCoManager = () =>
  useCoManagersMutation((id: string) => callApi('POST /matrimonial/co-managers/:id/accept', { params: { id } }));

/** DELETE /matrimonial/co-managers/{id}: remove a co-manager, or stop managing (or decline). */
export const useRemoveCoManager = () =>
  useCoManagersMutation((id: string) => callApi('DELETE /matrimonial/co-managers/:id', { params: { id } }));
