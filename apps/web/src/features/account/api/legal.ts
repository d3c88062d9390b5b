import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** GET /legal: the operator, grievance officer and grace period the Terms and Privacy pages name. */
export function useLegalNotice() {
  return useQuery(
    queryOptions({
      queryKey: ['legal'] as const,
      queryFn: ({ signal }) => callApi('GET /legal', { signal }),
      staleTime: 60 * 60 * 1000,
    }),
  );
}
