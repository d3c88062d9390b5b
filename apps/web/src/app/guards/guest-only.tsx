import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { lastPage, originFromState } from './origin';
import { useLingui } from '@lingui/react/macro';

/**
 * /login, /signup, /forget-password: a logged-in member goes to onboarding if it is unfinished, otherwise to the
 * page the login wall remembered, the page they last saw, or home.
 */
export function GuestOnly() {
  const { isAuthenticated, isLoading, user } = useAuthState();
  const location = useLocation();
  const { t } = useLingui();

  if (isLoading) return <FullPageSpinner label={t`Checking your session`} />;
  if (isAuthenticated) {
    if (!user?.onBoardingCompleted) return <Navigate to="/onboarding" replace />;
    return <Navigate to={originFromState(location.state) ?? lastPage.get() ?? '/'} replace />;
  }
  return <Outlet />;
}
