import { useState } from 'react';
import { Menu } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { DeferredOverlay, deferredOverlay } from '@/components/ui/deferred-overlay';
import { OfflineBanner } from '@/components/offline-banner';
import { TABLET_UP, useMediaQuery } from '@/lib/use-media-query';
import { PushAskCard } from '@/features/push/components/push-ask-card';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { MemberSearch } from '@/features/users/components/member-search';
import { BottomNav } from './bottom-nav';
import { SidebarNav } from './sidebar-nav';
import { useMemberLanguage } from './use-member-language';
import { useRealtimeSession } from './use-realtime-session';
import { UserMenu } from './user-menu';
import { useLingui } from '@lingui/react/macro';

// The drawer (and the sheet around it) loads once the member starts using the page (components/ui/deferred-overlay.tsx).
const appDrawer = deferredOverlay(async () => (await import('./app-drawer')).AppDrawer);

/**
 * Phone: top bar + drawer + bottom bar. Tablet and up: the sidebar stays open on the left. Pages read the space the
 * frame takes from --frame-top and --frame-bottom (sticky tabs, a Save bar above the bottom bar).
 */
export function HomeLayout() {
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on, so any navigation (a link, the back button) closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  useRealtimeSession();
  useMemberLanguage();
  const { t } = useLingui();
  // Not rendered on a phone at all (rather than hidden by CSS): a hundred components less to make before the page shows.
  const sidebarShown = useMediaQuery(TABLET_UP);
  const drawerTrigger = {
    'aria-label': t`Open menu`,
    className: 'grid size-11 place-items-center rounded-full text-foreground hover:bg-muted md:hidden',
    children: <Menu className="size-6" aria-hidden />,
  };

  return (
    <div className="min-h-dvh [--frame-bottom:calc(4rem_+_env(safe-area-inset-bottom))] [--frame-top:4rem] md:pl-64 md:[--frame-bottom:0px]">
      {sidebarShown ? (
        <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 flex-col overflow-y-auto border-r border-border bg-card md:flex">
          <Link to="/" className="flex h-16 shrink-0 items-center px-6" aria-label={t`Samaj home`}>
            <Logo markClassName="size-9" />
          </Link>
          <SidebarNav />
        </aside>
      ) : null}

      <header className="sticky top-0 z-30 flex h-16 items-center gap-1 border-b border-border bg-background/90 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/75 md:px-6">
        <DeferredOverlay
          preload={appDrawer.preload}
          trigger={drawerTrigger}
          popup="dialog"
          onTap={() => setDrawerPath(pathname)}
        >
          <appDrawer.Overlay
            trigger={drawerTrigger}
            open={drawerOpen}
            onOpenChange={(open) => setDrawerPath(open ? pathname : null)}
          />
        </DeferredOverlay>
        <Link to="/" className="flex items-center rounded-lg px-1 md:hidden" aria-label={t`Samaj home`}>
          <Logo markClassName="size-8" />
        </Link>
        <div className="ml-auto flex items-center gap-1 md:ml-0 md:flex-1 md:justify-between md:gap-4">
          <MemberSearch />
          <div className="flex items-center gap-1">
            <NotificationBell />
            <UserMenu />
          </div>
        </div>
      </header>

      <OfflineBanner className="sticky top-16 z-20" />

      <main className="mx-auto w-full max-w-3xl px-4 pt-5 pb-28 md:px-8 md:pt-8 md:pb-12">
        <Outlet />
      </main>

      <PushAskCard />
      <BottomNav />
    </div>
  );
}
