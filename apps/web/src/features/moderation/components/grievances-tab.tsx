import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type Grievance, GRIEVANCE_STATUS_LABELS } from '@samaj/shared/grievances';
import { Scale } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { useGrievanceAction } from '../api/console-actions';
import { useAdminGrievances } from '../api/console-queries';
import { shortDateTime } from '../utils/due';
import { DuePill } from './due-pill';
import { NoteDialog, type NoteDialogRequest } from './note-dialog';
import { PagedList } from './paged-list';
import { Pill } from './pill';
import { Segmented } from './segmented';

needReferenceLabels();

function GrievanceCard({
  grievance,
  onStep,
}: {
  grievance: Grievance;
  onStep: (step: 'acknowledge' | 'resolve') => void;
}) {
  const { t } = useLingui();
  const { label } = useReferenceLabels();
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="grievance" aria-label={grievance.subject}>
      <div className="flex flex-wrap items-center gap-1.5">
        <Pill tone={grievance.status === 'RESOLVED' ? 'success' : 'primary'}>
          {label('grievanceStatuses', grievance.status, GRIEVANCE_STATUS_LABELS[grievance.status])}
        </Pill>
        {grievance.status === 'OPEN' ? <DuePill dueAt={grievance.acknowledgeBy} label={t`Acknowledge`} /> : null}
        {grievance.status !== 'RESOLVED' ? <DuePill dueAt={grievance.resolveBy} label={t`Resolve`} /> : null}
        <span className="font-mono text-xs text-muted-foreground">{grievance.ticket}</span>
      </div>
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold break-words">{grievance.subject}</h2>
        <p className="text-sm text-muted-foreground">
          {grievance.name} · {grievance.contact} · {shortDateTime(grievance.createdAt)}
        </p>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{grievance.description}</p>
      {grievance.reportedUrl ? (
        <a
          href={grievance.reportedUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="text-sm break-all text-primary underline"
        >
          {grievance.reportedUrl}
        </a>
      ) : null}
      {grievance.note ? (
        <p className="rounded-xl bg-muted/60 p-3 text-sm">
          <span className="font-semibold">
            <Trans>Answer:</Trans>{' '}
          </span>
          {grievance.note}
        </p>
      ) : null}
      {grievance.status !== 'RESOLVED' ? (
        <div className="grid grid-cols-2 gap-2 sm:flex">
          {grievance.status === 'OPEN' ? (
            <Button size="sm" variant="secondary" onClick={() => onStep('acknowledge')}>
              <Trans>Acknowledge</Trans>
            </Button>
          ) : null}
          <Button size="sm" onClick={() => onStep('resolve')}>
            <Trans>Resolve</Trans>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

/** Grievances to the Grievance Officer: acknowledge within 24 hours, resolve within 15 days; overdue ones first. */
export function GrievancesTab() {
  const { t } = useLingui();
  const [status, setStatus] = useState<'OPEN' | 'RESOLVED'>('OPEN');
  const grievances = useAdminGrievances(status);
  const act = useGrievanceAction();
  const [request, setRequest] = useState<NoteDialogRequest | null>(null);

  function step(grievance: Grievance, which: 'acknowledge' | 'resolve') {
    setRequest({
      title: which === 'acknowledge' ? t`Acknowledge the grievance` : t`Resolve the grievance`,
      description: grievance.subject,
      confirmLabel: which === 'acknowledge' ? 'Acknowledge' : 'Resolve',
      noteHint: t`The complainant sees this on the status page of their ticket.`,
      doneMessage: which === 'acknowledge' ? t`Grievance acknowledged` : t`Grievance resolved`,
      onConfirm: ({ note }) => act.mutateAsync({ id: grievance.id, step: which, note }),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Segmented
        label={t`Which grievances`}
        value={status}
        onChange={setStatus}
        options={[
          { value: 'OPEN', label: t`Unresolved` },
          { value: 'RESOLVED', label: t`Resolved` },
        ]}
      />
      <PagedList
        query={grievances}
        empty={{ icon: Scale, title: status === 'OPEN' ? t`No grievance waiting` : t`No resolved grievance yet` }}
        renderRow={(grievance) => <GrievanceCard grievance={grievance} onStep={(which) => step(grievance, which)} />}
      />
      <NoteDialog request={request} onClose={() => setRequest(null)} />
    </div>
  );
}
