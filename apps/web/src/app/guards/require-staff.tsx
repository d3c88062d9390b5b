import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { useMe } from '@/lib/users-api';
import { CurrentUserSync } from './require-auth';
import { isStaff } from './staff';
import { useLingui } from '@lingui/react/macro';

/**
 * The moderation console is for moderators and admins only: a guest or a member gets the 404 page, as if it did not
 * exist. The role is asked of the server when the stored one says member, since an admin may have just named them.
 */
export function RequireStaff() {
  const { user, isAuthenticated, isLoading } = useAuthState();
  const { t } = useLingui();
  const storedStaff = isStaff(user?.role);
  const me = useMe({ enabled: isAuthenticated && !storedStaff });
  if (isLoading || (isAuthenticated && !storedStaff && me.isPending))
    return <FullPageSpinner label={t`Checking your access`} />;
  if (!isAuthenticated || !(storedStaff || isStaff(me.data?.user.role))) return <Navigate to="/404" replace />;
  return (
    <>
      <CurrentUserSync />
      <Outlet />
    </>
  );
}
