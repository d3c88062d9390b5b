import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EllipsisVertical, Flag } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { ReportDialog } from './report-dialog';

export interface MessageReportMenuProps {
  messageId: string;
  /** Controlled by the bubble, which also opens it on a long press or a right click. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
}

/** The menu of a message I received: Report message (only its receiver may report it). */
export function MessageReportMenu({ messageId, open, onOpenChange, className }: MessageReportMenuProps) {
  const { t } = useLingui();
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <DropdownMenu open={open} onOpenChange={onOpenChange}>
        <DropdownMenuTrigger
          aria-label={t`Message actions`}
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-full text-muted-foreground outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring data-[state=open]:bg-muted',
            className,
          )}
        >
          <EllipsisVertical className="size-4" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => setReporting(true)}>
            <Flag aria-hidden />
            <Trans>Report message</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog target={{ type: 'MESSAGE', id: messageId }} open={reporting} onOpenChange={setReporting} />
    </>
  );
}
