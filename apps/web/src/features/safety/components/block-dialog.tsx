import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BLOCK_REASON_MAX_LENGTH } from '@samaj/shared/safety';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { useBlockMember } from '../api/block-member';

export interface BlockDialogProps {
  member: { id: string; fullName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBlocked?: () => void;
}

/** Block a member, with an optional reason only the member blocking sees. */
export function BlockDialog({ member, open, onOpenChange, onBlocked }: BlockDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const name = member.fullName;
  const block = useBlockMember();

  async function submit() {
    try {
      await block.mutateAsync({ blockedId: member.id, reason: reason.trim() || null });
      toast({ title: t`Operation Succeed!`, description: t`${name} is blocked.` });
      onOpenChange(false);
      setReason('');
      onBlocked?.();
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Block {name}?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              You will not see each other anywhere in Samaj: matches, search, community lists, posts and chat. Pending
              interests between you are closed. They are not told. You can unblock them in Settings.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="block-reason">
            <Trans>
              Reason <span className="font-normal text-muted-foreground">(optional, only you see it)</span>
            </Trans>
          </Label>
          <Textarea
            id="block-reason"
            rows={2}
            value={reason}
            maxCharacters={BLOCK_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t`e.g. Kept messaging after I said no`}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="destructive" onClick={() => void submit()} loading={block.isPending}>
            <Trans>Block</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
