import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedMe } from '@/lib/users-api';
import { callApi, type ApiRequest } from '@/lib/api-client';

/** PUT /user/personal-details: replaces the whole section (an optional field left out is cleared). */
export function updatePersonalDetails(body: ApiRequest<'PUT /user/personal-details'>['body']) {
  return callApi('PUT /user/personal-details', { body });
}

export function useUpdatePersonalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalDetails,
    onSuccess: ({ personalDetails }) =>
      updateCachedMe(queryClient, (me) => ({
        ...me,
        personalDetails,
        user: { ...me.user, fullName: personalDetails.fullName },
      })),
  });
}
