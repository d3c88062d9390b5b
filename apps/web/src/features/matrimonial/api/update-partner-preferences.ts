import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';
import { matrimonialKeys } from './keys';

type PreferencesBody = ApiRequest<'PUT /matrimonial/preferences'>['body'];

/** PUT /matrimonial/preferences: the whole set, mine or (`actingFor`) those of a family member I manage. */
export function updatePartnerPreferences(body: PreferencesBody, actingFor?: string) {
  return callApi('PUT /matrimonial/preferences', { body, actingFor });
}

/** Saves them; my own matches are ranked again with mine (a managed profile's matches are not on my screens). */
export function useUpdatePartnerPreferences(actingFor?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) => updatePartnerPreferences(body, actingFor),
    onSuccess: (preferences) => {
      if (actingFor) {
        queryClient.setQueryData(matrimonialKeys.managedPreferences(actingFor), preferences);
        return;
      }
      queryClient.setQueryData(matrimonialKeys.preferences(), preferences);
      void queryClient.invalidateQueries({ queryKey: matrimonialKeys.recommended() });
      void queryClient.invalidateQueries({ queryKey: matrimonialKeys.search() });
      void queryClient.invalidateQueries({ queryKey: matrimonialKeys.profile() });
    },
  });
}
