import { Trans, useLingui } from '@lingui/react/macro';
import { Circle, CircleCheck, SearchX } from 'lucide-react';
import { GRIEVANCE_STATUS_LABELS, type GrievanceStatusView } from '@samaj/shared/grievances';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { cn } from '@/lib/utils';
import { useGrievanceStatus } from '../api/grievances';
import { formatDateTime } from './dates';

needReferenceLabels();

/** Where a grievance stands: received, acknowledged, resolved, with the officer's note. */
export function GrievanceStatusCard({ ticket }: { ticket: string }) {
  const { t } = useLingui();
  const status = useGrievanceStatus(ticket);
  if (status.isPending) {
    return (
      <Card aria-busy="true" aria-label={t`Loading the grievance`}>
        <CardContent className="flex flex-col gap-3 pt-6">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-20 w-full" />
        </CardContent>
      </Card>
    );
  }
  if (status.isError) {
    const error = status.error;
    // A mistyped ticket (400) or one that does not exist (404): say so, no retry.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return (
        <Card>
          <EmptyState
            icon={SearchX}
            title={t`No grievance has this ticket`}
            description={error.status === 400 ? error.message : t`Check the ticket you received when you filed it.`}
            className="py-8"
          />
        </Card>
      );
    }
    return <ErrorState error={error} onRetry={() => void status.refetch()} title={t`Could not load the grievance`} />;
  }
  return <StatusDetails grievance={status.data} />;
}

function StatusDetails({ grievance }: { grievance: GrievanceStatusView }) {
  const { t } = useLingui();
  const { label } = useReferenceLabels();
  const steps = [
    { label: t`Received`, at: grievance.createdAt },
    { label: t`Acknowledged`, at: grievance.acknowledgedAt },
    { label: t`Resolved`, at: grievance.resolvedAt },
  ];
  return (
    <Card aria-labelledby="grievance-status-title">
      <CardHeader>
        <CardDescription className="font-mono">{grievance.ticket}</CardDescription>
        <CardTitle id="grievance-status-title" className="break-words">
          {grievance.subject}
        </CardTitle>
        <p className="text-base">
          <Trans>Status:</Trans>{' '}
          <span className="font-semibold">
            {label('grievanceStatuses', grievance.status, GRIEVANCE_STATUS_LABELS[grievance.status])}
          </span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ol className="flex flex-col gap-3" aria-label={t`Progress`}>
          {steps.map((step) => (
            <li key={step.label} className="flex items-start gap-3">
              {step.at ? (
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <span className="flex flex-col">
                <span className={cn('font-medium', !step.at && 'text-muted-foreground')}>{step.label}</span>
                <span className="text-sm text-muted-foreground">{step.at ? formatDateTime(step.at) : t`Not yet`}</span>
              </span>
            </li>
          ))}
        </ol>
        {grievance.note ? (
          <div className="rounded-xl bg-muted px-4 py-3">
            <p className="text-sm font-semibold">
              <Trans>From the Grievance Officer</Trans>
            </p>
            <p className="text-base break-words whitespace-pre-wrap">{grievance.note}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
