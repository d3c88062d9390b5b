import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type ReportTargetType } from '@samaj/shared/moderation';
import type { ReportReason } from '@samaj/shared/safety';
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
import { useReport } from '../api/report';
import { reportReasonLabels } from '../utils/report-labels';

/** What is reported: a member (by name), or something a member wrote. */
export interface ReportTarget {
  type: ReportTargetType;
  id: string;
  /** The member's name for USER; unused for content, which is "this post", "this comment", "this message". */
  name?: string;
}

const CONTENT_TITLES: Record<Exclude<ReportTargetType, 'USER'>, MessageDescriptor> = {
  POST: msg`Report this post`,
  COMMENT: msg`Report this comment`,
  MESSAGE: msg`Report this message`,
};

const reportTitle = (target: ReportTarget): MessageDescriptor => {
  if (target.type !== 'USER') return CONTENT_TITLES[target.type];
  const name = target.name;
  return name ? msg`Report ${name}` : msg`Report this member`;
};

export interface ReportDialogProps {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Report a member or what they wrote to the moderators: a reason and, if the member wants, what happened. */
export function ReportDialog({ target, open, onOpenChange }: ReportDialogProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const reasonOptions = REPORT_REASONS.map((value) => ({ value, label: i18n._(reportReasonLabels[value]) }));
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const report = useReport();

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setReason(null);
      setDescription('');
      setProblem(null);
    }
  }

  async function submit() {
    if (!reason) return setProblem(t`Choose what is wrong.`);
    if (reason === 'OTHER' && !description.trim()) return setProblem(t`Tell us what happened.`);
    setProblem(null);
    try {
      const result = await report.mutateAsync({
        targetType: target.type,
        targetId: target.id,
        reason,
        description: description.trim() || null,
      });
      toast(
        result.alreadyReported
          ? { title: t`Already reported`, description: t`You have already reported this.` }
          : {
              title: t`Operation Succeed!`,
              description: t`Thank you. Our team will look into it; they are not told who reported them.`,
            },
      );
      close(false);
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{i18n._(reportTitle(target))}</DialogTitle>
          <DialogDescription>
            {target.type === 'USER'
              ? t`Reports are private and help keep the community safe.`
              : t`Reports are private. The moderators see it as it is now, even if it is changed later.`}
          </DialogDescription>
        </DialogHeader>
        <FormField id={`${id}-reason`} label={t`What is wrong?`} group>
          <RadioGroup
            aria-labelledby={`${id}-reason-label`}
            aria-describedby={problem ? `${id}-problem` : undefined}
            options={reasonOptions}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setProblem(null);
            }}
            className="grid-cols-2"
            itemClassName="text-sm shadow-none data-[state=checked]:font-medium"
          />
        </FormField>
        <FormField id={`${id}-description`} label={t`What happened`} optional={reason !== 'OTHER'}>
          <Textarea
            id={`${id}-description`}
            rows={3}
            value={description}
            maxCharacters={REPORT_DETAILS_MAX_LENGTH}
            onChange={(event) => setDescription(event.target.value)}
            placeholder={t`Dates, messages, anything that helps us understand`}
          />
        </FormField>
        {problem ? <FieldError id={`${id}-problem`}>{problem}</FieldError> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void submit()} loading={report.isPending}>
            <Trans>Send report</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
