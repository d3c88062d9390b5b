import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { communityKeys } from './keys';

export function getCheckoutList(signal?: AbortSignal) {
  return callApi('GET /community/checkout-list', { signal });
}

export const checkoutListQueryOptions = () =>
  queryOptions({ queryKey: communityKeys.checkoutList(), queryFn: ({ signal }) => getCheckoutList(signal) });

/** The shortlist ("checkout list"): members saved as helpers or as seekers, newest first. */
export function useCheckoutList() {
  return useQuery(checkoutListQueryOptions());
}
