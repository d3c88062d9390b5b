import { useLingui } from '@lingui/react/macro';
import { EllipsisVertical, MoreHorizontal } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { DeferredOverlay, deferredOverlay } from '@/components/ui/deferred-overlay';
import { cn } from '@/lib/utils';
import type { ReportedContent } from './safety-dialogs';

// The menu and its dialogs load once the member starts using the page (components/ui/deferred-overlay.tsx): a feed shows this
// menu on every post. The dialogs (and the report reasons, the profile fields they name) load only when one is first
// opened (safety-menu.tsx), and most members never open it.
const safetyMenu = deferredOverlay(async () => (await import('./safety-menu')).SafetyMenu);

export interface MemberSafetyMenuProps {
  member: { id: string; fullName: string };
  /** The post or comment the menu sits on: it gets its own "Report post" / "Report comment" item. */
  content?: ReportedContent | undefined;
  /** After the block, once the lists have been told to refetch: e.g. leave a page that is gone for the member too. */
  onBlocked?: (() => void) | undefined;
  /** `ghost`: a round icon button for card and page headers; `outline`: the bordered square of an action bar. */
  variant?: 'ghost' | 'outline';
  /** The dots lie across (cards) or stand up (bars and headers). */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/**
 * A compact "more" menu with Report and Block for any member, wherever they appear (no marriage profile needed), and
 * Report for the post or comment it sits on.
 */
export function MemberSafetyMenu({
  member,
  content,
  onBlocked,
  variant = 'ghost',
  orientation = 'horizontal',
  className,
}: MemberSafetyMenuProps) {
  const { t } = useLingui();
  const name = member.fullName;
  const Dots = orientation === 'vertical' ? EllipsisVertical : MoreHorizontal;
  const trigger = {
    'aria-label': t`More actions for ${name}`,
    className: cn(
      variant === 'outline'
        ? buttonClasses({ variant: 'outline', size: 'icon' })
        : 'grid size-11 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground',
      'outline-none focus-visible:ring-3 focus-visible:ring-ring',
      className,
    ),
    children: <Dots className="size-5" aria-hidden />,
  };
  return (
    <DeferredOverlay preload={safetyMenu.preload} trigger={trigger} popup="menu">
      <safetyMenu.Overlay member={member} content={content} onBlocked={onBlocked} trigger={trigger} />
    </DeferredOverlay>
  );
}
