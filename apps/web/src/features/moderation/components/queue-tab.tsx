import { useState } from 'react';
import type { ModerationAction, ReportCase } from '@samaj/shared/moderation';
import { Inbox } from 'lucide-react';
import { useResolveReport } from '../api/console-actions';
import { useReportCases } from '../api/console-queries';
import { NoteDialog, type NoteDialogRequest } from './note-dialog';
import { PagedList } from './paged-list';
import { actionLabel, ReportCard } from './report-card';
import { Segmented } from './segmented';

const EXPLAIN: Record<ModerationAction, { description: string; done: string }> = {
  DISMISS: {
    description: 'Nothing breaks the rules. The reporters are told no action was needed.',
    done: 'Case dismissed',
  },
  REMOVE_CONTENT: {
    description: 'It disappears for everyone. The author is told why; the reporters that action was taken.',
    done: 'Content removed',
  },
  WARN: { description: 'The member receives a warning with your note.', done: 'Member warned' },
  SUSPEND: {
    description: 'The member is logged out everywhere and hidden until the suspension ends.',
    done: 'Member suspended',
  },
  BAN: {
    description: 'The member is logged out, hidden from everyone, and their number cannot sign up again.',
    done: 'Member banned',
  },
};

/** The queue: open cases, the 24-hour reasons first, then oldest first; or the decided ones, newest first. */
export function QueueTab() {
  const [status, setStatus] = useState<'OPEN' | 'RESOLVED'>('OPEN');
  const cases = useReportCases(status);
  const resolve = useResolveReport();
  const [request, setRequest] = useState<NoteDialogRequest | null>(null);

  function act(reportCase: ReportCase, action: ModerationAction) {
    const who = reportCase.target.author.fullName ?? 'this member';
    const label = actionLabel(action, reportCase.targetType);
    const removesPhotos = action === 'REMOVE_CONTENT' && reportCase.targetType === 'USER';
    setRequest({
      title: action === 'SUSPEND' ? `Suspend ${who}` : `${label}: ${who}`,
      description: removesPhotos
        ? 'Their profile photos are taken down. They are told why; the reporters that action was taken.'
        : EXPLAIN[action].description,
      confirmLabel: label,
      destructive: action === 'BAN' || action === 'REMOVE_CONTENT',
      withDays: action === 'SUSPEND',
      noteHint: action === 'DISMISS' ? 'Kept in the audit log.' : 'The member is shown this note.',
      doneMessage: EXPLAIN[action].done,
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
        label="Which cases"
        value={status}
        onChange={setStatus}
        options={[
          { value: 'OPEN', label: 'Open' },
          { value: 'RESOLVED', label: 'Decided' },
        ]}
      />
      <PagedList
        query={cases}
        empty={{
          icon: Inbox,
          title: status === 'OPEN' ? 'The queue is empty' : 'No decided cases yet',
          description: status === 'OPEN' ? 'New reports from members appear here.' : undefined,
        }}
        renderRow={(reportCase) => <ReportCard reportCase={reportCase} onAct={(action) => act(reportCase, action)} />}
      />
      <NoteDialog request={request} onClose={() => setRequest(null)} />
    </div>
  );
}
