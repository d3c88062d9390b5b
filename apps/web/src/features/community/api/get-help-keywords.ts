import type { HelpKeywords } from '@samaj/shared/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getHelpKeywords(signal?: AbortSignal): Promise<HelpKeywords> {
  return api.get<HelpKeywords>('/user/filters', signal ? { signal } : undefined);
}

export const helpKeywordsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'filters'], queryFn: ({ signal }) => getHelpKeywords(signal) });

/** The member's own keywords: what the unfiltered lists suggest for (SPEC §3: GET /user/filters). */
export function useHelpKeywords() {
  return useQuery(helpKeywordsQueryOptions());
}
