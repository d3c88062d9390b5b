import { Trans } from '@lingui/react/macro';
import { Logo } from '@/components/logo';
import type { OverlayTrigger } from '@/components/ui/deferred-overlay';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { SidebarNav } from './sidebar-nav';

/** The phone's menu: the sidebar in a drawer from the left; mounted by HomeLayout once the member starts using the page. */
export function AppDrawer({
  trigger,
  open,
  onOpenChange,
}: {
  trigger: OverlayTrigger;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger {...trigger} />
      <SheetContent side="left" aria-describedby={undefined}>
        <div className="flex h-16 shrink-0 items-center px-6">
          <Logo markClassName="size-9" />
        </div>
        <SheetTitle className="sr-only">
          <Trans>Menu</Trans>
        </SheetTitle>
        <SheetDescription className="sr-only">
          <Trans>Go to any part of Samaj</Trans>
        </SheetDescription>
        <SidebarNav onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
