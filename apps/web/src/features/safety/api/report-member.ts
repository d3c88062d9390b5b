import { useMutation } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';

/** POST /matrimonial/reports: stored for moderation; the reported member is not told. */
export function reportMember(body: ApiRequest<'POST /matrimonial/reports'>['body']) {
  return callApi('POST /matrimonial/reports', { body });
}

export function useReportMember() {
  return useMutation({ mutationFn: reportMember });
}
