import { BlockDialog } from './block-dialog';
import { ReportDialog } from './report-dialog';

export type SafetyDialog = 'block' | 'report' | null;

export interface SafetyDialogsProps {
  member: { id: string; fullName: string };
  open: SafetyDialog;
  onOpenChange: (dialog: SafetyDialog) => void;
  onBlocked?: () => void;
}

/** The Block and Report dialogs of a member, one open at a time, for the buttons and menus that offer them. */
export function SafetyDialogs({ member, open, onOpenChange, onBlocked }: SafetyDialogsProps) {
  return (
    <>
      <BlockDialog
        member={member}
        open={open === 'block'}
        onOpenChange={(isOpen) => onOpenChange(isOpen ? 'block' : null)}
        onBlocked={onBlocked}
      />
      <ReportDialog
        member={member}
        open={open === 'report'}
        onOpenChange={(isOpen) => onOpenChange(isOpen ? 'report' : null)}
      />
    </>
  );
}
