import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from '@/lib/users-api';
import { callApi } from '@/lib/api-client';

export function getHelpKeywords(signal?: AbortSignal) {
  return callApi('GET /user/filters', { signal });
}

export const helpKeywordsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.helpKeywords(), queryFn: ({ signal }) => getHelpKeywords(signal) });

/** The member's own keywords: what the unfiltered lists suggest for (GET /user/filters). */
export function useHelpKeywords() {
  return useQuery(helpKeywordsQueryOptions());
}
