import { Navigate, Outlet } from 'react-router';
import { useAuthState } from '@/features/auth/stores/auth-store';

/** Members who have not finished onboarding are sent there first. */
export function RequireOnboarding() {
  const { user } = useAuthState();
  if (!user?.onBoardingCompleted) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}
