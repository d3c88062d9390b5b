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
const FOR_WHOM: { label: string; creator: ProfileCreator }[] = [
  { label: 'Myself', creator: 'SELF' },
  { label: 'My son', creator: 'PARENT' },
  { label: 'My daughter', creator: 'PARENT' },
  { label: 'My brother', creator: 'SIBLING' },
  { label: 'My sister', creator: 'SIBLING' },
  { label: 'A relative', creator: 'RELATIVE' },
  { label: 'A friend', creator: 'FRIEND' },
];

export interface CreateProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saving: boolean;
  onConfirm: (creator: ProfileCreator) => void;
}

/** Before a marriage profile's first save: it is for marriage, the details are true, and whom it is for. */
export function CreateProfileDialog({ open, onOpenChange, saving, onConfirm }: CreateProfileDialogProps) {
  const id = useId();
  const [forWhom, setForWhom] = useState('');
  const [forMarriage, setForMarriage] = useState(false);
  const [detailsTrue, setDetailsTrue] = useState(false);
  const chosen = FOR_WHOM.find((option) => option.label === forWhom);
  const ready = Boolean(chosen) && forMarriage && detailsTrue;

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create the marriage profile</DialogTitle>
          <DialogDescription>Members will see who made this profile.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-for`} className="text-sm font-semibold">
              Who is this profile for?
            </label>
            <NativeSelect
              id={`${id}-for`}
              value={forWhom}
              onChange={(event) => setForWhom(event.target.value)}
              required
            >
              <option value="" disabled>
                Choose
              </option>
              {FOR_WHOM.map((option) => (
                <option key={option.label} value={option.label}>
                  {option.label}
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
            This profile is for finding a marriage partner.
          </label>
          <label className="flex items-start gap-3 text-base">
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-primary"
              checked={detailsTrue}
              onChange={(event) => setDetailsTrue(event.target.checked)}
            />
            The details I give are true.
          </label>
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={!ready || saving} onClick={() => chosen && onConfirm(chosen.creator)}>
            {saving ? 'Saving…' : 'Confirm and save'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
