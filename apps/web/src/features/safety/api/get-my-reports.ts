import { PAGE_SIZE_MODERATION } from '@samaj/shared/moderation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { safetyKeys } from './keys';

/** GET /reports/mine: what I reported and what came of it, newest first, 10 a page. */
export function useMyReports(page: number) {
  return useQuery({
    queryKey: safetyKeys.myReports(page),
    queryFn: ({ signal }) =>
      callApi('GET /reports/mine', { query: { page, limit: PAGE_SIZE_MODERATION.myReports }, signal }),
    placeholderData: keepPreviousData,
  });
}
