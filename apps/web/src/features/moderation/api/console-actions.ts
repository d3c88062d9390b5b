import type { ResolveReportBody, Role } from '@samaj/shared/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from './keys';

/** A member action of the console, by name. */
export type MemberAction =
  | { kind: 'suspend'; days: number; note: string }
  | { kind: 'ban'; note: string }
  | { kind: 'reinstate'; note: string }
  | { kind: 'verify' }
  | { kind: 'unverify' }
  | { kind: 'role'; role: Role };

function memberCall(id: string, action: MemberAction) {
  const params = { id };
  switch (action.kind) {
    case 'suspend':
      return callApi('POST /admin/users/:id/suspend', { params, body: { days: action.days, note: action.note } });
    case 'ban':
      return callApi('POST /admin/users/:id/ban', { params, body: { note: action.note } });
    case 'reinstate':
      return callApi('POST /admin/users/:id/reinstate', { params, body: { note: action.note } });
    case 'verify':
      return callApi('POST /admin/users/:id/verify', { params });
    case 'unverify':
      return callApi('DELETE /admin/users/:id/verify', { params });
    case 'role':
      return callApi('PUT /admin/users/:id/role', { params, body: { role: action.role } });
  }
}

/** Every action changes the queue, the members, the audit log and the stats: refetch the whole console. */
function useConsoleMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useMemberAction() {
  return useConsoleMutation(({ id, action }: { id: string; action: MemberAction }) => memberCall(id, action));
}

/** POST /admin/reports/:id/resolve: decides the case and every open report on the same target. */
export function useResolveReport() {
  return useConsoleMutation(({ id, body }: { id: string; body: ResolveReportBody }) =>
    callApi('POST /admin/reports/:id/resolve', { params: { id }, body }),
  );
}

export function useGrievanceAction() {
  return useConsoleMutation(({ id, step, note }: { id: string; step: 'acknowledge' | 'resolve'; note: string }) =>
    step === 'acknowledge'
      ? callApi('POST /admin/grievances/:id/acknowledge', { params: { id }, body: { note } })
      : callApi('POST /admin/grievances/:id/resolve', { params: { id }, body: { note } }),
  );
}
