import { lazy, Suspense, useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@samaj/shared/auth';
import { Skeleton } from '@/components/ui/skeleton';
import { authStore } from '@/features/auth/stores/auth-store';
import { profileCompletionQueryOptions } from '@/features/dashboard/api/get-profile-completion';
import { ProfileScreen } from '@/features/users/components/profile-screen';
import { userKeys } from '@/lib/users-api';

/** The matrimonial form and its reference lists load with the tab's code, not with the profile page's. */
const MatrimonialDetailsTab = lazy(async () => ({
  default: (await import('@/features/matrimonial/components/matrimonial-details-tab')).MatrimonialDetailsTab,
}));

/** What the rest of the app shows from the profile follows each save: the top bar, the home checklist, the counts. */
function useProfileScreenProps() {
  const queryClient = useQueryClient();
  const refreshDependents = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: profileCompletionQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: userKeys.usersCount() });
    void queryClient.invalidateQueries({ queryKey: userKeys.search() });
  }, [queryClient]);
  const onPhotoChanged = useCallback(
    (image: string) => {
      const { user } = authStore.getState();
      if (user) authStore.setUser({ ...user, image });
      refreshDependents();
    },
    [refreshDependents],
  );
  const onMatrimonialSaved = useCallback(
    (user: AuthUser) => {
      // isMatrimonialProfile opens (or closes) the matrimonial pages at once.
      authStore.setUser(user);
      refreshDependents();
    },
    [refreshDependents],
  );
  const matrimonialTab = (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <MatrimonialDetailsTab personalDetailsHref="/profile?page=personaldetails" onSaved={onMatrimonialSaved} />
    </Suspense>
  );
  return { onPhotoChanged, onSaved: refreshDependents, matrimonialTab };
}

/** /profile, inside the home frame. */
export function Component() {
  return <ProfileScreen {...useProfileScreenProps()} />;
}
