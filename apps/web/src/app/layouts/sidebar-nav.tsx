import { Scale } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { isStaff } from '../guards/staff';
import { SIDEBAR_GROUPS, STAFF_GROUP } from './nav-items';
import { UnreadMessagesBadge } from './unread-messages-badge';
import { Trans, useLingui } from '@lingui/react/macro';

/** The menu: always open from tablet width, inside the drawer on phones. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuthState();
  const { i18n, t } = useLingui();
  const groups = isStaff(user?.role) ? [...SIDEBAR_GROUPS, STAFF_GROUP] : SIDEBAR_GROUPS;
  return (
    <nav aria-label={t`Main menu`} className="flex flex-col gap-5 px-3 py-4">
      {groups.map((group) => (
        <section key={group.label.id} className="flex flex-col gap-1">
          <h2 className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            {i18n._(group.label)}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center gap-3 rounded-xl px-3 text-base font-medium text-foreground/85 transition-colors hover:bg-muted hover:text-foreground',
                      isActive && 'bg-primary-soft font-semibold text-primary-soft-foreground hover:bg-primary-soft',
                    )
                  }
                >
                  <item.icon className="size-5 shrink-0" aria-hidden />
                  {i18n._(item.label)}
                  {item.badge === 'unreadMessages' ? <UnreadMessagesBadge className="ml-auto ring-0" /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Link
        to="/grievance"
        onClick={onNavigate}
        className="flex min-h-11 items-center gap-3 rounded-xl border-t border-border px-3 pt-3 text-sm text-muted-foreground hover:text-foreground"
      >
        <Scale className="size-4 shrink-0" aria-hidden />
        <Trans>Grievances and appeals</Trans>
      </Link>
    </nav>
  );
}
