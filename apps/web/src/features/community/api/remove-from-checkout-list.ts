import type { CheckoutList, CheckoutListUser, CommunityType } from '@samaj/shared/community';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { removeFromCheckoutList } from '../stores/filters';
import { checkoutListQueryOptions } from './get-checkout-list';

export function removeFromCheckout(targetUserId: string, checkOutType: CommunityType) {
  return callApi('DELETE /community/checkout-list/:targetUserId', {
    params: { targetUserId },
    query: { checkOutType },
  });
}

/** Takes a member off the shortlist as one type (removal matches type and member), at once. */
export function useRemoveFromCheckoutList() {
  const queryClient = useQueryClient();
  const { queryKey } = checkoutListQueryOptions();
  return useMutation({
    mutationFn: ({ user, checkOutType }: { user: CheckoutListUser; checkOutType: CommunityType }) =>
      removeFromCheckout(user.id, checkOutType),
    onMutate: async ({ user, checkOutType }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (current: CheckoutList | undefined) =>
        current ? { users: removeFromCheckoutList(current.users, checkOutType, user.id) } : current,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
