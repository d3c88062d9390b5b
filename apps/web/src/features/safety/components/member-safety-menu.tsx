import { Suspense, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, EllipsisVertical, Flag, MoreHorizontal, UserX } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { lazyWithCatalogs } from '@/lib/i18n/route-catalogs';
import { cn } from '@/lib/utils';
import { useOpenedOnce } from '@/lib/use-opened-once';
import type { ReportedContent, SafetyDialog } from './safety-dialogs';

// The dialogs (and the report reasons, the profile fields they name) load when one is first opened: a feed shows this
// menu on every post, and most members never open it.
const SafetyDialogs = lazyWithCatalogs(async () => (await import('./safety-dialogs')).SafetyDialogs);

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
  const [dialog, setDialog] = useState<SafetyDialog>(null);
  const dialogsLoaded = useOpenedOnce(dialog !== null);
  const trigger = useRef<HTMLButtonElement>(null);
  // A dialog opened from the menu gives focus back to the menu's button (the menu item it came from is gone).
  const changeDialog = (next: SafetyDialog) => {
    setDialog(next);
    if (next === null) setTimeout(() => trigger.current?.focus());
  };
  const name = member.fullName;
  const Dots = orientation === 'vertical' ? EllipsisVertical : MoreHorizontal;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          ref={trigger}
          aria-label={t`More actions for ${name}`}
          className={cn(
            variant === 'outline'
              ? buttonClasses({ variant: 'outline', size: 'icon' })
              : 'grid size-11 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground',
            'outline-none focus-visible:ring-3 focus-visible:ring-ring',
            className,
          )}
        >
          <Dots className="size-5" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {content ? (
            <DropdownMenuItem onSelect={() => setDialog('report-content')}>
              <Flag aria-hidden />
              {content.type === 'POST' ? (
                <Trans>Report post</Trans>
              ) : content.type === 'COMMENT' ? (
                <Trans>Report comment</Trans>
              ) : (
                <Trans>Report message</Trans>
              )}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setDialog('report')}>
            {content ? <UserX aria-hidden /> : <Flag aria-hidden />}
            {content ? <Trans>Report member</Trans> : <Trans>Report</Trans>}
          </DropdownMenuItem>
          <DropdownMenuItem destructive onSelect={() => setDialog('block')}>
            <Ban aria-hidden />
            <Trans>Block</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialogsLoaded ? (
        <Suspense fallback={null}>
          <SafetyDialogs
            member={member}
            content={content}
            open={dialog}
            onOpenChange={changeDialog}
            onBlocked={onBlocked}
          />
        </Suspense>
      ) : null}
    </>
  );
}
