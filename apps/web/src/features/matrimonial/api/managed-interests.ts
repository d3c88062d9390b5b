import { PAGE_SIZE } from '@samaj/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** The interests of a family member's marriage profile that I manage (`X-Acting-For`), newest first. */
export function useManagedInterests(ownerId: string, direction: 'received' | 'sent') {
  return useQuery({
    queryKey: matrimonialKeys.managedInterests(ownerId, direction),
    queryFn: ({ signal }) =>
      callApi(`GET /matrimonial/interests/${direction}`, {
        query: { page: 1, limit: PAGE_SIZE.interests },
        signal,
        actingFor: ownerId,
      }),
  });
}
