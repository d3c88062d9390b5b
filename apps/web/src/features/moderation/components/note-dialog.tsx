import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { MODERATION_NOTE_MAX_LENGTH, SUSPENSION_DAYS_MAX } from '@samaj/shared/moderation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';

export interface NoteDialogRequest {
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Ask for a number of days too (a suspension). */
  withDays?: boolean;
  /** What the note is for, under its label. */
  noteHint?: string;
  /** Runs the action; the dialog closes when it succeeds and stays open with the server's message when it fails. */
  onConfirm: (input: { note: string; days: number }) => Promise<unknown>;
  /** Said in a toast once done. */
  doneMessage: string;
}

/** Every console action asks for a note first (and a suspension for its days): the audit log keeps the why. */
export function NoteDialog({ request, onClose }: { request: NoteDialogRequest | null; onClose: () => void }) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {request ? <NoteForm key={request.title} request={request} onClose={onClose} /> : null}
    </Dialog>
  );
}

function NoteForm({ request, onClose }: { request: NoteDialogRequest; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [note, setNote] = useState('');
  const [days, setDays] = useState('7');
  const [errors, setErrors] = useState<{ note?: string; days?: string }>({});
  const [pending, setPending] = useState(false);

  async function submit() {
    const dayCount = Number(days);
    const problems: typeof errors = {};
    if (!note.trim()) problems.note = t`Write a note: it is kept in the audit log.`;
    if (request.withDays && (!Number.isInteger(dayCount) || dayCount < 1 || dayCount > SUSPENSION_DAYS_MAX)) {
      problems.days = t`Suspend for 1 to ${SUSPENSION_DAYS_MAX} days.`;
    }
    setErrors(problems);
    if (problems.note || problems.days) return;
    setPending(true);
    try {
      await request.onConfirm({ note: note.trim(), days: dayCount });
      toast({ title: request.doneMessage });
      onClose();
    } catch (error) {
      toast({ title: t`That did not work`, description: serverMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{request.title}</DialogTitle>
        <DialogDescription>{request.description}</DialogDescription>
      </DialogHeader>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {request.withDays ? (
          <FormField id={`${id}-days`} label={t`Days`} error={errors.days}>
            <Input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={1}
              max={SUSPENSION_DAYS_MAX}
              value={days}
              aria-invalid={errors.days ? true : undefined}
              onChange={(event) => {
                setDays(event.target.value);
                setErrors((current) => ({ ...current, days: undefined }));
              }}
              className="w-32"
            />
          </FormField>
        ) : null}
        <FormField id={`${id}-note`} label={t`Note`} hint={request.noteHint} error={errors.note}>
          <Textarea
            id={`${id}-note`}
            rows={3}
            value={note}
            maxCharacters={MODERATION_NOTE_MAX_LENGTH}
            aria-invalid={errors.note ? true : undefined}
            onChange={(event) => {
              setNote(event.target.value);
              setErrors((current) => ({ ...current, note: undefined }));
            }}
            placeholder={t`Why: what you saw, which rule it breaks`}
          />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant={request.destructive ? 'destructive' : 'primary'} loading={pending}>
            {request.confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
