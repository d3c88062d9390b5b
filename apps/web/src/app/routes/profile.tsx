import { lazy, Suspense, useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { AuthUser } from '@samaj/shared/auth';
import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { authStore } from '@/features/auth/stores/auth-store';
import { profileCompletionQueryOptions } from '@/features/dashboard/api/get-profile-completion';
import { usersCountQueryOptions } from '@/features/dashboard/api/get-users-count';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

/** The matrimonial form and its reference lists load with the tab's code, not with the profile page's. */
const MatrimonialDetailsTab = lazy(async () => ({
  default: (await import('@/features/matrimonial/components/matrimonial-details-tab')).MatrimonialDetailsTab,
}));

/** What the rest of the app shows from the profile follows each save: the top bar, the home checklist, the counts. */
function useProfileScreenProps() {
  const queryClient = useQueryClient();
  const refreshDependents = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: profileCompletionQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: usersCountQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: ['users', 'search'] });
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

/** /profile inside the home frame. */
export function Component() {
  return <ProfileScreen {...useProfileScreenProps()} />;
}

/** /profile outside the home frame (SPEC §2): its own slim top bar, the Save bar at the very bottom. */
export function StandaloneProfile() {
  return (
    <div className="flex min-h-dvh flex-col [--frame-top:4rem]">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-background/90 px-2 backdrop-blur">
        <Link
          to="/"
          aria-label="Back to home"
          className="grid size-11 place-items-center rounded-full text-foreground hover:bg-muted"
        >
          <ArrowLeft className="size-6" aria-hidden />
        </Link>
        <Logo markClassName="size-8" />
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-5 pb-6 md:px-8">
        <ProfileScreen {...useProfileScreenProps()} />
      </main>
    </div>
  );
}
