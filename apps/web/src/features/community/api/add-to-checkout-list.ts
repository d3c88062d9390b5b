import type { CheckoutList, CommunityType } from '@samaj/shared/community';
import type { UserCard } from '@samaj/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { addToCheckoutList, removeFromCheckoutList } from '../stores/filters';
import { checkoutListQueryOptions } from './get-checkout-list';

export function addToCheckout(targetUserId: string, checkOutType: CommunityType) {
  return callApi('POST /community/checkout-list', { body: { targetUserId, checkOutType } });
}

/** Shortlists a member at once (the list updates before the server answers) and puts it back if the call fails. */
export function useAddToCheckoutList() {
  const queryClient = useQueryClient();
  const { queryKey } = checkoutListQueryOptions();
  return useMutation({
    mutationFn: ({ user, checkOutType }: { user: UserCard; checkOutType: CommunityType }) =>
      addToCheckout(user.id, checkOutType),
    onMutate: async ({ user, checkOutType }) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (current: CheckoutList | undefined) => ({
        users: addToCheckoutList(current?.users ?? [], { ...user, checkOutType }),
      }));
    },
    onError: (_error, { user, checkOutType }) => {
      queryClient.setQueryData(queryKey, (current: CheckoutList | undefined) =>
        current ? { users: removeFromCheckoutList(current.users, checkOutType, user.id) } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
