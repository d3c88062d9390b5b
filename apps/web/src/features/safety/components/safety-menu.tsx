import { Suspense, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Ban, Flag, UserX } from 'lucide-react';
import type { OverlayTrigger } from '@/components/ui/deferred-overlay';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { lazyWithCatalogs } from '@/lib/i18n/route-catalogs';
import { useOpenedOnce } from '@/lib/use-opened-once';
import type { MemberSafetyMenuProps } from './member-safety-menu';
import type { SafetyDialog } from './safety-dialogs';

// The dialogs (and the report reasons, the profile fields they name) load when one is first opened: a feed shows this
// menu on every post, and most members never open it.
const SafetyDialogs = lazyWithCatalogs(async () => (await import('./safety-dialogs')).SafetyDialogs);

type SafetyMenuProps = Pick<MemberSafetyMenuProps, 'member' | 'content' | 'onBlocked'> & {
  trigger: OverlayTrigger;
};

/** The menu itself and its dialogs, mounted by MemberSafetyMenu once the member starts using the page. */
export function SafetyMenu({ member, content, onBlocked, trigger: triggerProps }: SafetyMenuProps) {
  const [dialog, setDialog] = useState<SafetyDialog>(null);
  const dialogsLoaded = useOpenedOnce(dialog !== null);
  const trigger = useRef<HTMLButtonElement>(null);
  // A dialog opened from the menu gives focus back to the menu's button (the menu item it came from is gone).
  const changeDialog = (next: SafetyDialog) => {
    setDialog(next);
    if (next === null) setTimeout(() => trigger.current?.focus());
  };
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger ref={trigger} {...triggerProps} />
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
