import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ModerationAction, ReportCase } from '@samaj/shared/moderation';
import { Inbox } from 'lucide-react';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { useResolveReport } from '../api/console-actions';
import { useReportCases } from '../api/console-queries';
import { NoteDialog, type NoteDialogRequest } from './note-dialog';
import { PagedList } from './paged-list';
import { actionLabel, ReportCard } from './report-card';
import { Segmented } from './segmented';

needReferenceLabels();

const EXPLAIN: Record<ModerationAction, { description: MessageDescriptor; done: MessageDescriptor }> = {
  DISMISS: {
    description: msg`Nothing breaks the rules. The reporters are told no action was needed.`,
    done: msg`Case dismissed`,
  },
  REMOVE_CONTENT: {
    description: msg`It disappears for everyone. The author is told why; the reporters that action was taken.`,
    done: msg`Content removed`,
  },
  WARN: { description: msg`The member receives a warning with your note.`, done: msg`Member warned` },
  SUSPEND: {
    description: msg`The member is logged out everywhere and hidden until the suspension ends.`,
    done: msg`Member suspended`,
  },
  BAN: {
    description: msg`The member is logged out, hidden from everyone, and their number cannot sign up again.`,
    done: msg`Member banned`,
  },
};

/** The queue: open cases, the 24-hour reasons first, then oldest first; or the decided ones, newest first. */
export function QueueTab() {
  const { i18n, t } = useLingui();
  const { label: referenceLabel } = useReferenceLabels();
  const [status, setStatus] = useState<'OPEN' | 'RESOLVED'>('OPEN');
  const cases = useReportCases(status);
  const resolve = useResolveReport();
  const [request, setRequest] = useState<NoteDialogRequest | null>(null);

  function act(reportCase: ReportCase, action: ModerationAction) {
    const who = reportCase.target.author.fullName ?? t`this member`;
    const label = actionLabel(action, reportCase.targetType, referenceLabel);
    const removesPhotos = action === 'REMOVE_CONTENT' && reportCase.targetType === 'USER';
    setRequest({
      title: action === 'SUSPEND' ? t`Suspend ${who}` : t`${label}: ${who}`,
      description: removesPhotos
        ? t`Their profile photos are taken down. They are told why; the reporters that action was taken.`
        : i18n._(EXPLAIN[action].description),
      confirmLabel: label,
      destructive: action === 'BAN' || action === 'REMOVE_CONTENT',
      withDays: action === 'SUSPEND',
      noteHint: action === 'DISMISS' ? t`Kept in the audit log.` : t`The member is shown this note.`,
      doneMessage: i18n._(EXPLAIN[action].done),
      onConfirm: ({ note, days }) =>
        resolve.mutateAsync({
          id: reportCase.id,
          body: { action, note, ...(action === 'SUSPEND' ? { days } : {}) },
        }),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Segmented
        label={t`Which cases`}
        value={status}
        onChange={setStatus}
        options={[
          { value: 'OPEN', label: t`Open` },
          { value: 'RESOLVED', label: t`Decided` },
        ]}
      />
      <PagedList
        query={cases}
        empty={{
          icon: Inbox,
          title: status === 'OPEN' ? t`The queue is empty` : t`No decided cases yet`,
          description: status === 'OPEN' ? t`New reports from members appear here.` : undefined,
        }}
        renderRow={(reportCase) => <ReportCard reportCase={reportCase} onAct={(action) => act(reportCase, action)} />}
      />
      <NoteDialog request={request} onClose={() => setRequest(null)} />
    </div>
  );
}
