import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { PAGE_SIZE_MODERATION, type MyReport } from '@samaj/shared/moderation';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/i18n/format';
import { cn } from '@/lib/utils';
import { useMyReports } from '../api/get-my-reports';
import { reportReasonLabels, reportTargetLabels } from '../utils/report-labels';

/** Where a report stands, in plain words: never who decided. */
function statusOf(report: MyReport): { label: MessageDescriptor; tone: string } {
  if (report.status === 'OPEN') return { label: msg`Under review`, tone: 'bg-muted text-muted-foreground' };
  return report.outcome === 'ACTION_TAKEN'
    ? { label: msg`Reviewed: action taken`, tone: 'bg-primary-soft text-primary-soft-foreground' }
    : { label: msg`Reviewed: no action needed`, tone: 'bg-muted text-foreground' };
}

/** Settings: what I reported and what came of it, 10 a page. */
export function MyReportsCard() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const reports = useMyReports(page);
  const total = reports.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE_MODERATION.myReports));

  return (
    <Card id="my-reports" aria-labelledby="my-reports-title" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id="my-reports-title">
          <Trans>My reports</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            What you reported and what our moderators decided. The member you reported is not told it was you.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {reports.isPending ? (
          <ul className="flex flex-col gap-3" aria-busy="true" aria-label={t`Loading your reports`}>
            {[0, 1].map((index) => (
              <li key={index}>
                <Skeleton className="h-12 w-full" />
              </li>
            ))}
          </ul>
        ) : reports.isError ? (
          <ErrorState
            compact
            error={reports.error}
            onRetry={() => void reports.refetch()}
            retrying={reports.isRefetching}
            title={t`Could not load your reports`}
          />
        ) : total === 0 ? (
          <EmptyState
            icon={Flag}
            title={t`You have not reported anything`}
            description={t`To report a post, comment, message or member, choose Report in its ⋯ menu.`}
            className="py-6"
          />
        ) : (
          <div className="flex flex-col gap-3">
            <ul className="flex flex-col divide-y divide-border" aria-label={t`My reports`}>
              {reports.data.rows.map((report) => (
                <ReportRow key={report.id} report={report} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label={t`My reports pages`} className="flex items-center justify-between gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  <Trans>Previous</Trans>
                </Button>
                <span className="text-sm text-muted-foreground tabular-nums">
                  <Trans>
                    Page {page} of {pages}
                  </Trans>
                </span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  <Trans>Next</Trans>
                </Button>
              </nav>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ReportRow({ report }: { report: MyReport }) {
  const { i18n } = useLingui();
  const status = statusOf(report);
  const what = i18n._(reportTargetLabels[report.targetType]);
  const reason = i18n._(reportReasonLabels[report.reason]);
  const reportedOn = formatDate(report.createdAt, 'dayMonthYear');
  const reviewedOn = report.resolvedAt ? formatDate(report.resolvedAt, 'dayMonthYear') : null;
  return (
    <li className="flex flex-col gap-1 py-3" aria-label={`${what}: ${reason}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-base font-semibold">
          {what} · {reason}
        </span>
        <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-medium', status.tone)}>
          {i18n._(status.label)}
        </span>
      </div>
      <span className="text-sm text-muted-foreground">
        {reviewedOn ? (
          <Trans>
            Reported {reportedOn} · reviewed {reviewedOn}
          </Trans>
        ) : (
          <Trans>Reported {reportedOn}</Trans>
        )}
      </span>
    </li>
  );
}
