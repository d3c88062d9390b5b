import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

/** PUT /matrimonial/preferences: the whole set; the matches are ranked again with it. */
export function updatePartnerPreferences(body: ApiRequest<'PUT /matrimonial/preferences'>['body']) {
  return callApi('PUT /matrimonial/preferences', { body });
}

export function useUpdatePartnerPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnerPreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(matrimonialKeys.preferences(), preferences);
      void queryClient.invalidateQueries({ queryKey: matrimonialKeys.recommended() });
      void queryClient.invalidateQueries({ queryKey: matrimonialKeys.search() });
      void queryClient.invalidateQueries({ queryKey: matrimonialKeys.profile() });
    },
  });
}
