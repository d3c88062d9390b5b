import type { PersonalDetails, PersonalDetailsBody } from '@samaj/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateCachedProfile } from './get-my-profile';

/** PUT /user/personal-details: replaces the whole section (an optional field left out is cleared). */
export function updatePersonalDetails(body: PersonalDetailsBody): Promise<{ personalDetails: PersonalDetails }> {
  return api.put<{ personalDetails: PersonalDetails }>('/user/personal-details', body);
}

export function useUpdatePersonalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalDetails,
    onSuccess: ({ personalDetails }) =>
      updateCachedProfile(queryClient, (profile) => ({
        ...profile,
        personalDetails,
        user: { ...profile.user, fullName: personalDetails.fullName },
      })),
  });
}
