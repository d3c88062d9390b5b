import type { AuthUser } from '@samaj/shared/auth';
import type { CommunityDetails, PersonalDetails } from '@samaj/shared/profile';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /user/me: the member and every section of their profile. */
export interface MyProfile {
  user: AuthUser;
  personalDetails: PersonalDetails;
  communityDetails: CommunityDetails;
  /** Filled in by the matrimonial issue; null until the member has one. */
  matrimonialDetails: unknown;
}

/** The same key as the session's current-user query, so the profile page reuses that request instead of repeating it. */
export const MY_PROFILE_QUERY_KEY = ['user', 'me'] as const;

export function getMyProfile(signal?: AbortSignal): Promise<MyProfile> {
  return api.get<MyProfile>('/user/me', signal ? { signal } : undefined);
}

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: MY_PROFILE_QUERY_KEY, queryFn: ({ signal }) => getMyProfile(signal) });

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}

/** Applies a saved change to the cached profile (the top bar reads the member's name and photo from it). */
export function updateCachedProfile(queryClient: QueryClient, update: (profile: MyProfile) => MyProfile): void {
  queryClient.setQueryData<MyProfile>(MY_PROFILE_QUERY_KEY, (profile) => (profile ? update(profile) : profile));
}
