import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const accountKeys = {
  sessions: () => ['account', 'sessions'] as const,
};

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => callApi('GET /auth/sessions', { signal }),
  });

/** GET /auth/sessions: where I am logged in. */
export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** DELETE /auth/sessions/{id}: logs that device out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /auth/sessions/:id', { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
