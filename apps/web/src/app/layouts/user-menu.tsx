import { useLingui } from '@lingui/react/macro';
import { Avatar } from '@/components/ui/avatar';
import { DeferredOverlay, deferredOverlay } from '@/components/ui/deferred-overlay';
import { useAuthState } from '@/features/auth/stores/auth-store';

const accountMenu = deferredOverlay(async () => (await import('./account-menu')).AccountMenu);

/** The member's photo in the top bar, opening Profile, Settings and Log out. */
export function UserMenu() {
  const { user } = useAuthState();
  const { t } = useLingui();
  const trigger = {
    'aria-label': t`Account menu`,
    className: 'grid size-11 place-items-center rounded-full outline-none focus-visible:ring-3 focus-visible:ring-ring',
    children: <Avatar src={user?.image} name={user?.fullName} size="md" />,
  };
  return (
    <DeferredOverlay preload={accountMenu.preload} trigger={trigger} popup="menu">
      <accountMenu.Overlay trigger={trigger} />
    </DeferredOverlay>
  );
}
