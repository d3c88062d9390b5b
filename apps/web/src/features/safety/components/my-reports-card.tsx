import { useState } from 'react';
import { Flag } from 'lucide-react';
import {
  PAGE_SIZE_MODERATION,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  type MyReport,
} from '@samaj/shared/moderation';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useMyReports } from '../api/get-my-reports';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Where a report stands, in plain words: never who decided. */
function statusOf(report: MyReport): { label: string; tone: string } {
  if (report.status === 'OPEN') return { label: 'Under review', tone: 'bg-muted text-muted-foreground' };
  return report.outcome === 'ACTION_TAKEN'
    ? { label: 'Reviewed: action taken', tone: 'bg-primary-soft text-primary-soft-foreground' }
    : { label: 'Reviewed: no action needed', tone: 'bg-muted text-foreground' };
}

/** Settings: what I reported and what came of it, 10 a page. */
export function MyReportsCard() {
  const [page, setPage] = useState(1);
  const reports = useMyReports(page);
  const total = reports.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE_MODERATION.myReports));

  return (
    <Card id="my-reports" aria-labelledby="my-reports-title" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id="my-reports-title">My reports</CardTitle>
        <CardDescription>
          What you reported and what our moderators decided. The member you reported is not told it was you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {reports.isPending ? (
          <ul className="flex flex-col gap-3" aria-busy="true" aria-label="Loading your reports">
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
            title="Could not load your reports"
          />
        ) : total === 0 ? (
          <EmptyState
            icon={Flag}
            title="You have not reported anything"
            description="To report a post, comment, message or member, choose Report in its ⋯ menu."
            className="py-6"
          />
        ) : (
          <div className="flex flex-col gap-3">
            <ul className="flex flex-col divide-y divide-border" aria-label="My reports">
              {reports.data.rows.map((report) => (
                <ReportRow key={report.id} report={report} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label="My reports pages" className="flex items-center justify-between gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span className="text-sm text-muted-foreground tabular-nums">
                  Page {page} of {pages}
                </span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Next
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
  const status = statusOf(report);
  const what = REPORT_TARGET_LABELS[report.targetType];
  return (
    <li className="flex flex-col gap-1 py-3" aria-label={`${what}: ${REPORT_REASON_LABELS[report.reason]}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-base font-semibold">
          {what} · {REPORT_REASON_LABELS[report.reason]}
        </span>
        <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-medium', status.tone)}>{status.label}</span>
      </div>
      <span className="text-sm text-muted-foreground">
        Reported {dateFormat.format(new Date(report.createdAt))}
        {report.resolvedAt ? ` · reviewed ${dateFormat.format(new Date(report.resolvedAt))}` : null}
      </span>
    </li>
  );
}
