import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Trans } from '@lingui/react/macro';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, if it has one (otherwise the caller opens it). */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  /** What must be filled in before confirming (a password); Enter in it confirms. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** True while the action runs: the buttons wait, and the dialog stays open. */
  pending?: boolean;
}

/** "Are you sure?" before something that cannot be undone (or not easily): Cancel, or the destructive action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  onConfirm,
  pending,
}: ConfirmDialogProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent showClose={false} role="alertdialog">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" loading={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
