import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface StepActionsProps {
  onBack: () => void;
  submitLabel: string;
  /** The step's request runs. */
  loading: boolean;
  className?: string;
}

/** Back to the step before, and the step's submit button beside it. */
export function StepActions({ onBack, submitLabel, loading, className }: StepActionsProps) {
  return (
    <div className={cn('flex gap-3', className)}>
      <Button variant="outline" size="lg" onClick={onBack} className="flex-none">
        <ArrowLeft aria-hidden />
        <Trans>Back</Trans>
      </Button>
      <Button type="submit" size="lg" loading={loading} className="flex-1">
        {submitLabel}
      </Button>
    </div>
  );
}
