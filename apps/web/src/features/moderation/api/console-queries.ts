import type { AdminMembersQuery } from '@samaj/shared/moderation';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from './keys';

type Page = { rows: unknown[]; total: number };

/** The next page while fewer rows than the total are loaded. */
function nextPage(lastPage: Page, pages: Page[], lastPageParam: number): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  return lastPage.rows.length > 0 && loaded < lastPage.total ? lastPageParam + 1 : undefined;
}

/** GET /admin/reports: open cases urgent reasons first, then oldest first; resolved ones newest first. */
export function useReportCases(status: 'OPEN' | 'RESOLVED') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.reports(status),
      queryFn: ({ pageParam, signal }) => callApi('GET /admin/reports', { query: { status, page: pageParam }, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}

export type MemberFilters = Pick<AdminMembersQuery, 'keyword' | 'role' | 'status'>;

/** GET /admin/users: members by name or phone, role and status, newest first. */
export function useAdminMembers(filters: MemberFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.members(filters),
      queryFn: ({ pageParam, signal }) =>
        callApi('GET /admin/users', { query: { ...filters, page: pageParam }, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /admin/grievances: unresolved ones overdue first; resolved ones newest first. */
export function useAdminGrievances(status: 'OPEN' | 'RESOLVED') {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.grievances(status),
      queryFn: ({ pageParam, signal }) =>
        callApi('GET /admin/grievances', { query: { status, page: pageParam }, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}

/** GET /admin/audit-log: every moderator action, newest first. */
export function useAuditLog() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.auditLog(),
      queryFn: ({ pageParam, signal }) => callApi('GET /admin/audit-log', { query: { page: pageParam }, signal }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  );
}

/** GET /admin/stats. */
export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => callApi('GET /admin/stats', { signal }) });
}
