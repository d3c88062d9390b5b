import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedMe } from '@/lib/users-api';
import { callApi, type ApiRequest } from '@/lib/api-client';

/** PUT /user/community-details: replaces the whole section (a list left out is emptied). */
export function updateCommunityDetails(body: ApiRequest<'PUT /user/community-details'>['body']) {
  return callApi('PUT /user/community-details', { body });
}

export function useUpdateCommunityDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommunityDetails,
    onSuccess: ({ communityDetails }) => updateCachedMe(queryClient, (me) => ({ ...me, communityDetails })),
  });
}
