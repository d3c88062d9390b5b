import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, AuditEntry } from '@samaj/shared/moderation';
import { ScrollText } from 'lucide-react';
import { shortDateTime } from '../utils/due';
import { PagedList } from './paged-list';
import { useAuditLog } from '../api/console-queries';
import { useLingui } from '@lingui/react/macro';

/** Each action as a whole sentence: Hindi puts the verb last, so fragments of an English sentence would not do. */
function auditSentence(action: AuditAction, actor: string, member: string, i18n: I18n): string {
  const sentences: Record<AuditAction, () => string> = {
    DISMISS_REPORT: () => i18n._(msg`${actor} dismissed a report about ${member}`),
    REMOVE_POST: () => i18n._(msg`${actor} removed a post by ${member}`),
    REMOVE_COMMENT: () => i18n._(msg`${actor} removed a comment by ${member}`),
    REMOVE_MESSAGE: () => i18n._(msg`${actor} removed a message by ${member}`),
    REMOVE_PHOTOS: () => i18n._(msg`${actor} removed photos of ${member}`),
    WARN: () => i18n._(msg`${actor} warned ${member}`),
    SUSPEND: () => i18n._(msg`${actor} suspended ${member}`),
    BAN: () => i18n._(msg`${actor} banned ${member}`),
    REINSTATE: () => i18n._(msg`${actor} reinstated ${member}`),
    VERIFY: () => i18n._(msg`${actor} verified ${member}`),
    UNVERIFY: () => i18n._(msg`${actor} removed the verified badge of ${member}`),
    SET_ROLE: () => i18n._(msg`${actor} changed the role of ${member}`),
    ACKNOWLEDGE_GRIEVANCE: () => i18n._(msg`${actor} acknowledged a grievance`),
    RESOLVE_GRIEVANCE: () => i18n._(msg`${actor} resolved a grievance`),
  };
  return sentences[action]();
}

function AuditLine({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useLingui();
  const actor = entry.actor?.fullName ?? t`A former moderator`;
  const member = entry.member?.fullName ?? t`a member`;
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3" data-testid="audit-entry">
      <p className="text-sm">{auditSentence(entry.action, actor, member, i18n)}</p>
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
