import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { BOTTOM_NAV } from './nav-items';
import { UnreadMessagesBadge } from './unread-messages-badge';
import { useLingui } from '@lingui/react/macro';

export function BottomNav() {
  const { i18n, t } = useLingui();
  return (
    <nav
      aria-label={t`Main areas`}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {BOTTOM_NAV.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium text-muted-foreground transition-colors',
                  isActive && 'text-primary',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'relative grid h-7 w-12 place-items-center rounded-full transition-colors',
                      isActive && 'bg-primary-soft',
                    )}
                  >
                    <item.icon className="size-5" strokeWidth={isActive ? 2.4 : 2} aria-hidden />
                    {item.badge === 'unreadMessages' ? (
                      <UnreadMessagesBadge className="absolute -top-1 left-1/2 ml-1" />
                    ) : null}
                  </span>
                  {i18n._(item.label)}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
