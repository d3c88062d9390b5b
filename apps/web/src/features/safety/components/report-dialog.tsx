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
import { FieldError, FormField } from '@/components/ui/form/field';
import { RadioGroup } from '@/components/ui/form/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { useReportMember } from '../api/report-member';

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

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
        <FormField id={`${id}-reason`} label="What is wrong?" group>
          <RadioGroup
            aria-labelledby={`${id}-reason-label`}
            aria-describedby={problem ? `${id}-problem` : undefined}
            options={REASON_OPTIONS}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setProblem(null);
            }}
            className="grid-cols-2"
            itemClassName="text-sm shadow-none data-[state=checked]:font-medium"
          />
        </FormField>
        <FormField id={`${id}-description`} label="What happened" optional={reason !== 'OTHER'}>
          <Textarea
            id={`${id}-description`}
            rows={3}
            value={description}
            maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
            onChange={(event) => setDescription(event.target.value)}
            placeholder="Dates, messages, anything that helps us understand"
          />
        </FormField>
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
