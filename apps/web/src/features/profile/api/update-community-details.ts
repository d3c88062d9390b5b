import type { CommunityDetails, CommunityDetailsBody } from '@samaj/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateCachedProfile } from './get-my-profile';

/** PUT /user/community-details: replaces the whole section (a list left out is emptied). */
export function updateCommunityDetails(body: CommunityDetailsBody): Promise<{ communityDetails: CommunityDetails }> {
  return api.put<{ communityDetails: CommunityDetails }>('/user/community-details', body);
}

export function useUpdateCommunityDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommunityDetails,
    onSuccess: ({ communityDetails }) =>
      updateCachedProfile(queryClient, (profile) => ({ ...profile, communityDetails })),
  });
}
