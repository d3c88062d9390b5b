import { useId, useState } from 'react';
import {
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@samaj/shared/safety';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { cn } from '@/lib/utils';
import { useReportMember } from '../api/report-member';

export interface ReportDialogProps {
  member: { id: string; fullName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Report a member to the moderators: a reason and what happened. */
export function ReportDialog({ member, open, onOpenChange }: ReportDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const report = useReportMember();

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setReason(null);
      setDescription('');
      setProblem(null);
    }
  }

  async function submit() {
    if (!reason) return setProblem('Choose what is wrong.');
    if (reason === 'OTHER' && !description.trim()) return setProblem('Tell us what happened.');
    setProblem(null);
    try {
      await report.mutateAsync({ reportedId: member.id, reason, description: description.trim() || null });
      toast({
        title: 'Operation Succeed!',
        description: 'Thank you. Our team will look into it; they are not told who reported them.',
      });
      close(false);
    } catch (error) {
      toast({ title: 'Operation failed', description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report {member.fullName}</DialogTitle>
          <DialogDescription>Reports are private and help keep the community safe.</DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2" aria-describedby={problem ? `${id}-problem` : undefined}>
          <legend className="mb-2 text-sm font-semibold">What is wrong?</legend>
          <div className="grid grid-cols-2 gap-2">
            {REPORT_REASONS.map((value) => (
              <label key={value} className="relative">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setProblem(null);
                  }}
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-input bg-card px-2 text-center text-sm font-medium',
                    'peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:text-primary-soft-foreground peer-focus-visible:ring-3 peer-focus-visible:ring-ring/40',
                  )}
                >
                  {REPORT_REASON_LABELS[value]}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-description`}>
            What happened{' '}
            {reason === 'OTHER' ? null : <span className="font-normal text-muted-foreground">(optional)</span>}
          </Label>
          <Textarea
            id={`${id}-description`}
            rows={3}
            value={description}
            maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
            onChange={(event) => setDescription(event.target.value)}
            placeholder="Dates, messages, anything that helps us understand"
          />
        </div>
        {problem ? <FieldError id={`${id}-problem`}>{problem}</FieldError> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={report.isPending}>
            Send report
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
