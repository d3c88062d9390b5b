import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { INTEREST_MESSAGE_MAX_LENGTH } from '@samaj/shared/matrimonial';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { useSendInterest } from '../api/send-interest';

/** Messages to start from; once sent they are the member's own words, in the language they were picked in. */
const SUGGESTIONS = [
  msg`Namaste! We liked your profile and would be happy to talk with your family.`,
  msg`Hello, our families may have a lot in common. Would you like to connect?`,
];

export interface SendInterestDialogProps {
  receiverId: string;
  receiverName: string;
  /** The button that opens the dialog. */
  children: ReactNode;
  onSent?: () => void;
}

/** Send interest, with an optional message the member can write or pick. */
export function SendInterestDialog({ receiverId, receiverName, children, onSent }: SendInterestDialogProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const send = useSendInterest();

  async function submit() {
    try {
      await send.mutateAsync({ receiverId, message: message.trim() || null });
      toast({ title: t`Operation Succeed!`, description: t`Your interest was sent to ${receiverName}.` });
      setOpen(false);
      setMessage('');
      onSent?.();
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Send interest to {receiverName}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              {receiverName} can accept or decline. Once accepted, you can chat, and see photos shared with connections.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="interest-message">
            <Trans>
              Message <span className="font-normal text-muted-foreground">(optional)</span>
            </Trans>
          </Label>
          <Textarea
            id="interest-message"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxCharacters={INTEREST_MESSAGE_MAX_LENGTH}
            rows={3}
            placeholder={t`A few words from you or your family`}
          />
          <div className="flex flex-wrap gap-2" role="group" aria-label={t`Suggested messages`}>
            {SUGGESTIONS.map((descriptor) => i18n._(descriptor)).map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                onClick={() => setMessage(suggestion)}
                className="min-h-11 rounded-xl border border-dashed border-input px-3 py-2 text-left text-sm text-muted-foreground hover:border-primary hover:text-primary"
              >
                {suggestion}
              </button>
            ))}
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void submit()} loading={send.isPending}>
            <Send aria-hidden />
            <Trans>Send interest</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
