import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/users-api';
import { authStore, useAuthState } from '@/features/auth/stores/auth-store';
import { lastPage, originOf } from './origin';
import { useLingui } from '@lingui/react/macro';

/** Logged-out members go to /login; the page they wanted is remembered in router state. */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuthState();
  const { t } = useLingui();
  const location = useLocation();

  useEffect(() => {
    if (isAuthenticated) lastPage.remember(`${location.pathname}${location.search}${location.hash}`);
  }, [isAuthenticated, location.pathname, location.search, location.hash]);

  if (isLoading) return <FullPageSpinner label={t`Checking your session`} />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: originOf(location) }} />;
  return (
    <>
      <CurrentUserSync />
      <Outlet />
    </>
  );
}

/** Keeps the stored user (onboarding and matrimonial flags, name, photo) in step with the server. */
export function CurrentUserSync() {
  const { data } = useMe();
  useEffect(() => {
    const stored = authStore.getState().user;
    if (data?.user && JSON.stringify(data.user) !== JSON.stringify(stored)) authStore.setUser(data.user);
  }, [data]);
  return null;
}
