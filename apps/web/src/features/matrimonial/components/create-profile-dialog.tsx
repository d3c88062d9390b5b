import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ProfileCreator } from '@samaj/shared/matrimonial';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';

/** Who the profile is for, as the member says it, and who that makes its creator ("Profile created by: Parent"). */
const FOR_WHOM: { key: string; label: MessageDescriptor; creator: ProfileCreator }[] = [
  { key: 'self', label: msg`Myself`, creator: 'SELF' },
  { key: 'son', label: msg`My son`, creator: 'PARENT' },
  { key: 'daughter', label: msg`My daughter`, creator: 'PARENT' },
  { key: 'brother', label: msg`My brother`, creator: 'SIBLING' },
  { key: 'sister', label: msg`My sister`, creator: 'SIBLING' },
  { key: 'relative', label: msg`A relative`, creator: 'RELATIVE' },
  { key: 'friend', label: msg`A friend`, creator: 'FRIEND' },
];

export interface CreateProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saving: boolean;
  onConfirm: (creator: ProfileCreator) => void;
}

/** Before a marriage profile's first save: it is for marriage, the details are true, and whom it is for. */
export function CreateProfileDialog({ open, onOpenChange, saving, onConfirm }: CreateProfileDialogProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [forWhom, setForWhom] = useState('');
  const [forMarriage, setForMarriage] = useState(false);
  const [detailsTrue, setDetailsTrue] = useState(false);
  const chosen = FOR_WHOM.find((option) => option.key === forWhom);
  const ready = Boolean(chosen) && forMarriage && detailsTrue;

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Create the marriage profile</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Members will see who made this profile.</Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-for`} className="text-sm font-semibold">
              <Trans>Who is this profile for?</Trans>
            </label>
            <NativeSelect
              id={`${id}-for`}
              value={forWhom}
              onChange={(event) => setForWhom(event.target.value)}
              required
            >
              <option value="" disabled>
                <Trans>Choose</Trans>
              </option>
              {FOR_WHOM.map((option) => (
                <option key={option.key} value={option.key}>
                  {i18n._(option.label)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <label className="flex items-start gap-3 text-base">
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-primary"
              checked={forMarriage}
              onChange={(event) => setForMarriage(event.target.checked)}
            />
            <Trans>This profile is for finding a marriage partner.</Trans>
          </label>
          <label className="flex items-start gap-3 text-base">
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-primary"
              checked={detailsTrue}
              onChange={(event) => setDetailsTrue(event.target.checked)}
            />
            <Trans>The details I give are true.</Trans>
          </label>
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={!ready || saving} onClick={() => chosen && onConfirm(chosen.creator)}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Confirm and save</Trans>}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
