import { LogOut, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import type { OverlayTrigger } from '@/components/ui/deferred-overlay';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { formatPhone } from '@/lib/phone';
import { useSignOut } from './use-sign-out';
import { Trans, useLingui } from '@lingui/react/macro';

/** The account menu itself, mounted by UserMenu once the member starts using the page (components/ui/deferred-overlay.tsx). */
export function AccountMenu({ trigger }: { trigger: OverlayTrigger }) {
  const { user } = useAuthState();
  const signOut = useSignOut();
  const { t } = useLingui();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger {...trigger} />
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar src={user?.image} name={user?.fullName} size="md" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-base font-semibold">{user?.fullName ?? t`Member`}</span>
            {user?.phoneNumber ? (
              <span className="truncate text-sm font-normal text-muted-foreground">
                {formatPhone(user.phoneNumber)}
              </span>
            ) : null}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden />
            <Trans>Profile</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden />
            <Trans>Settings</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={signOut}>
          <LogOut aria-hidden />
          <Trans>Log out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
