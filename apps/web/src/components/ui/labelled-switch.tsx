import type { ComponentProps, ReactNode } from 'react';
import { Skeleton } from './skeleton';
import { Switch } from './switch';
import { useLingui } from '@lingui/react/macro';

export interface LabelledSwitchProps extends Omit<ComponentProps<typeof Switch>, 'id'> {
  id: string;
  label: ReactNode;
  /** A line under the label, read with the switch (`aria-describedby`). */
  hint: ReactNode;
}

/** A setting's on/off switch with its label and a hint beside it. */
export function LabelledSwitch({ id, label, hint, ...props }: LabelledSwitchProps) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className="text-base font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} {...props} />
    </div>
  );
}

/** The place of a `LabelledSwitch` while its value loads. */
export function LabelledSwitchSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} className="flex items-center justify-between gap-4">
      <Skeleton className="h-5 w-52" />
      <Skeleton className="h-7 w-12 rounded-full" />
    </div>
  );
}
