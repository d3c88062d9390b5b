import type { CheckoutList } from '@samaj/shared/community';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getCheckoutList(signal?: AbortSignal): Promise<CheckoutList> {
  return api.get<CheckoutList>('/community/checkout-list', signal ? { signal } : undefined);
}

export const checkoutListQueryOptions = () =>
  queryOptions({ queryKey: ['community', 'checkout-list'], queryFn: ({ signal }) => getCheckoutList(signal) });

/** The shortlist ("checkout list"): members saved as helpers or as seekers, newest first. */
export function useCheckoutList() {
  return useQuery(checkoutListQueryOptions());
}
