import type { Report, ReportBody } from '@samaj/shared/safety';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /matrimonial/reports: stored for moderation; the reported member is not told. */
export function reportMember(body: ReportBody): Promise<Report> {
  return api.post<Report>('/matrimonial/reports', body);
}

export function useReportMember() {
  return useMutation({ mutationFn: reportMember });
}
