import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';
import { safetyKeys } from './keys';

/** POST /reports: a member, a post, a comment or a received message; the reported member is not told who. */
export function useReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiRequest<'POST /reports'>['body']) => callApi('POST /reports', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: safetyKeys.myReports() }),
  });
}
