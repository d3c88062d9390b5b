import { BlockDialog } from './block-dialog';
import { ReportDialog, type ReportTarget } from './report-dialog';

/** `report-content`: the post, comment or message the menu was opened on, rather than its author. */
export type SafetyDialog = 'block' | 'report' | 'report-content' | null;

/** Something a member wrote, as the menus on it pass it. */
export interface ReportedContent {
  type: Exclude<ReportTarget['type'], 'USER'>;
  id: string;
}

export interface SafetyDialogsProps {
  member: { id: string; fullName: string };
  content?: ReportedContent | undefined;
  open: SafetyDialog;
  onOpenChange: (dialog: SafetyDialog) => void;
  onBlocked?: (() => void) | undefined;
}

/** The Block and Report dialogs of a member (and of what they wrote), one open at a time. */
export function SafetyDialogs({ member, content, open, onOpenChange, onBlocked }: SafetyDialogsProps) {
  return (
    <>
      <BlockDialog
        member={member}
        open={open === 'block'}
        onOpenChange={(isOpen) => onOpenChange(isOpen ? 'block' : null)}
        onBlocked={onBlocked}
      />
      <ReportDialog
        target={{ type: 'USER', id: member.id, name: member.fullName }}
        open={open === 'report'}
        onOpenChange={(isOpen) => onOpenChange(isOpen ? 'report' : null)}
      />
      {content ? (
        <ReportDialog
          target={content}
          open={open === 'report-content'}
          onOpenChange={(isOpen) => onOpenChange(isOpen ? 'report-content' : null)}
        />
      ) : null}
    </>
  );
}
