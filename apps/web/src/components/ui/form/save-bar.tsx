import { CircleCheck, CircleDot } from 'lucide-react';
import { Button } from '../button';
import { Trans, useLingui } from '@lingui/react/macro';

export interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  /** Whether Save may be pressed; by default only with unsaved changes (a first save may want it sooner). */
  canSave?: boolean;
  label?: string;
}

/**
 * The form's Save, stuck to the bottom of the screen while the form scrolls. It sits above the phone's bottom bar
 * when the page has one (the frame sets --frame-bottom) and at the very bottom otherwise.
 */
export function SaveBar({ dirty, saving, canSave = dirty, label }: SaveBarProps) {
  const { t } = useLingui();
  return (
    <div className="sticky bottom-[var(--frame-bottom,0px)] z-20 -mx-4 border-t border-border bg-background px-4 py-3 shadow-[0_-6px_16px_-10px_rgb(0_0_0/0.18)] md:mx-0 md:rounded-2xl md:border md:bg-card md:px-4">
      <div className="flex items-center gap-3">
        <p className="flex min-w-0 flex-1 items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
          {dirty ? (
            <>
              <CircleDot className="size-4 shrink-0 text-warning" aria-hidden />
              <span className="truncate">
                <Trans>Unsaved changes</Trans>
              </span>
            </>
          ) : (
            <>
              <CircleCheck className="size-4 shrink-0 text-success" aria-hidden />
              <span className="truncate">
                <Trans>All changes saved</Trans>
              </span>
            </>
          )}
        </p>
        <Button type="submit" loading={saving} disabled={!canSave} className="min-w-32">
          {label ?? t`Save changes`}
        </Button>
      </div>
    </div>
  );
}
