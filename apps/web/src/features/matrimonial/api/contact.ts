import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** GET /matrimonial/profiles/{userId}/contact: after an accepted interest; each read is recorded for the member. */
export function getContact(userId: string, actingFor?: string) {
  return callApi('GET /matrimonial/profiles/:userId/contact', { params: { userId }, actingFor });
}

/** Asked only when the member taps "Show contact details" (`enabled`), so that a visit is not recorded as a read. */
export function useContact(userId: string, enabled: boolean, actingFor?: string) {
  return useQuery({
    queryKey: [...matrimonialKeys.contact(userId), actingFor ?? null],
    queryFn: () => getContact(userId, actingFor),
    enabled,
    staleTime: Infinity,
  });
}

const CONTACT_VIEWS_PAGE = 10;

/** GET /matrimonial/contact-views: who read my contact details, newest first. */
export const contactViewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: matrimonialKeys.contactViews(),
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /matrimonial/contact-views', { query: { page: pageParam, limit: CONTACT_VIEWS_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return lastPage.rows.length > 0 && loaded < lastPage.total ? lastPageParam + 1 : undefined;
    },
  });

export function useContactViews(enabled = true) {
  return useInfiniteQuery({ ...contactViewsQueryOptions(), enabled });
}
