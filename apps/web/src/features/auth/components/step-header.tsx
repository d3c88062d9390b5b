import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Progress } from '@/components/ui/progress';

export interface StepHeaderProps {
  step: number;
  totalSteps: number;
  /** The bar's value; the forgot-password flow shows 33.3, 66.6 and 100. */
  progress: number;
  title: string;
  description?: ReactNode;
  progressLabel: string;
}

export function StepHeader({ step, totalSteps, progress, title, description, progressLabel }: StepHeaderProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-5">
      <Progress value={progress} label={progressLabel} caption={t`Step ${step} of ${totalSteps}`} />
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="text-base text-muted-foreground">{description}</p> : null}
      </div>
    </div>
  );
}

/** Three steps at one third each, written as the screen shows them (33.3, 66.6, 100). */
export const THREE_STEP_PROGRESS = [33.3, 66.6, 100] as const;
