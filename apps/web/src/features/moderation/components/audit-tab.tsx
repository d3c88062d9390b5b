import { AUDIT_ACTION_LABELS, type AuditEntry } from '@samaj/shared/moderation';
import { ScrollText } from 'lucide-react';
import { shortDateTime } from '../utils/due';
import { PagedList } from './paged-list';
import { useAuditLog } from '../api/console-queries';
import { useLingui } from '@lingui/react/macro';

function AuditLine({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3" data-testid="audit-entry">
      <p className="text-sm">
        <span className="font-semibold">{entry.actor?.fullName ?? t`A former moderator`}</span>{' '}
        {AUDIT_ACTION_LABELS[entry.action]}
        {entry.member ? <span className="font-semibold"> {entry.member.fullName ?? t`a member`}</span> : null}
      </p>
      {entry.note ? <p className="text-sm break-words text-muted-foreground">“{entry.note}”</p> : null}
      <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
        {shortDateTime(entry.createdAt)}
      </time>
    </div>
  );
}

/** Every moderator action, newest first. Read-only: no one can edit it. */
export function AuditTab() {
  const log = useAuditLog();
  const { t } = useLingui();
  return (
    <PagedList
      query={log}
      className="flex flex-col rounded-2xl border border-border bg-card px-4"
      empty={{ icon: ScrollText, title: t`Nothing done yet`, description: t`Every moderator action is recorded here.` }}
      renderRow={(entry) => <AuditLine entry={entry} />}
    />
  );
}
