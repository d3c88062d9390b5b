import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Ban, Flag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { type SafetyDialog, SafetyDialogs } from './safety-dialogs';

export interface MemberSafetyActionsProps {
  member: { id: string; fullName: string };
  /** After the block: the member's page is gone for the blocker too, so the app leaves it. */
  onBlocked?: () => void;
  className?: string;
}

/** Block and Report for any member's page (no marriage profile needed). */
export function MemberSafetyActions({ member, onBlocked, className }: MemberSafetyActionsProps) {
  const [dialog, setDialog] = useState<SafetyDialog>(null);
  return (
    <div className={cn('flex w-full gap-2', className)}>
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11 flex-1 text-muted-foreground"
        onClick={() => setDialog('block')}
      >
        <Ban aria-hidden />
        <Trans>Block</Trans>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11 flex-1 text-muted-foreground"
        onClick={() => setDialog('report')}
      >
        <Flag aria-hidden />
        <Trans>Report</Trans>
      </Button>
      <SafetyDialogs member={member} open={dialog} onOpenChange={setDialog} onBlocked={onBlocked} />
    </div>
  );
}
