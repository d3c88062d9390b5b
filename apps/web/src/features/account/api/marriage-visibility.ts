import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { updateCachedMe } from '@/lib/users-api';

/** PUT /matrimonial/profile/visibility; the cached /user/me follows. */
export function useSetMarriageProfileVisible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visible: boolean) => callApi('PUT /matrimonial/profile/visibility', { body: { visible } }),
    onSuccess: ({ visible }) =>
      updateCachedMe(queryClient, (me) =>
        me.matrimonialDetails ? { ...me, matrimonialDetails: { ...me.matrimonialDetails, isHidden: !visible } } : me,
      ),
  });
}
