import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';

const grievanceKeys = {
  officer: () => ['grievances', 'officer'] as const,
  status: (ticket: string) => ['grievances', 'status', ticket] as const,
};

/** GET /grievances/officer: the Grievance Officer's name and contact (public). */
export function useGrievanceOfficer() {
  return useQuery({
    queryKey: grievanceKeys.officer(),
    queryFn: ({ signal }) => callApi('GET /grievances/officer', { signal }),
    staleTime: Infinity,
  });
}

/** POST /grievances: no login needed; answers with the ticket and the deadlines. */
export function useFileGrievance() {
  return useMutation({
    mutationFn: (body: ApiRequest<'POST /grievances'>['body']) => callApi('POST /grievances', { body }),
  });
}

/** GET /grievances/{ticket}: where a grievance stands. */
export function useGrievanceStatus(ticket: string) {
  return useQuery({
    queryKey: grievanceKeys.status(ticket),
    queryFn: ({ signal }) => callApi('GET /grievances/:ticket', { params: { ticket }, signal }),
    retry: false,
  });
}
