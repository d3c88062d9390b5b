import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiRequest } from '@/lib/api-client';
import { updateCachedMe } from '@/lib/users-api';

export type PreferencesInput = ApiRequest<'PUT /user/preferences'>['body'];

/** PUT /user/preferences: the member's settings ("Show when I'm online"). */
export function updatePreferences(body: PreferencesInput) {
  return callApi('PUT /user/preferences', { body });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => updateCachedMe(queryClient, (me) => ({ ...me, preferences })),
  });
}
