import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  MEMBER_STATUS_LABELS,
  MODERATION_ACTION_LABELS,
  REPORT_OUTCOME_LABELS,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  type ModerationAction,
  outcomeOf,
  type ReportCase,
  URGENT_REPORT_REASONS,
} from '@samaj/shared/moderation';
import { Flag, ShieldAlert, Users } from 'lucide-react';
import type { HindiReferenceList } from '@samaj/shared/reference/hindi';
import { Button } from '@/components/ui/button';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { Card } from '@/components/ui/card';
import { StoredImage } from '@/components/ui/stored-image';
import { shortDateTime } from '../utils/due';
import { DuePill } from './due-pill';
import { MemberLine } from './member-line';
import { Pill } from './pill';

needReferenceLabels();

const isUrgent = (reason: ReportCase['reason']) => (URGENT_REPORT_REASONS as readonly string[]).includes(reason);

/** What the reported member has been through so far, in one line. */
function historyLine({ warnings, removals, suspensions, bans }: ReportCase['history']): string {
  const said = [
    warnings > 0 ? plural(warnings, { one: '# warning', other: '# warnings' }) : null,
    removals > 0 ? plural(removals, { one: '# removal', other: '# removals' }) : null,
    suspensions > 0 ? plural(suspensions, { one: '# suspension', other: '# suspensions' }) : null,
    bans > 0 ? plural(bans, { one: '# ban', other: '# bans' }) : null,
  ].filter((part) => part !== null);
  return said.length > 0 ? said.join(' · ') : t`No earlier actions`;
}

/** An enum value as the reader sees it (useReferenceLabels' `label`). */
type EnumLabel = (list: HindiReferenceList, value: string, english: string) => string;

/** What an action's button says: on a reported member, "Remove content" takes their photos down. */
export function actionLabel(action: ModerationAction, targetType: ReportCase['targetType'], label: EnumLabel): string {
  if (action === 'REMOVE_CONTENT' && targetType === 'USER') return t`Remove photos`;
  return label('moderationActions', action, MODERATION_ACTION_LABELS[action]);
}

/** "Warn by Mohan": who decided a case, in one sentence (Hindi orders it otherwise). */
function decidedBy(reportCase: ReportCase, label: EnumLabel): string {
  const moderator = reportCase.resolvedBy?.fullName ?? t`a moderator`;
  if (!reportCase.action) return t`Decided by ${moderator}`;
  const action = label('moderationActions', reportCase.action, MODERATION_ACTION_LABELS[reportCase.action]);
  return t`${action} by ${moderator}`;
}

const ACTIONS: ModerationAction[] = ['DISMISS', 'REMOVE_CONTENT', 'WARN', 'SUSPEND', 'BAN'];

/** One case of the queue: the reported content as it was, who reported it, the member's history, the deadline. */
export function ReportCard({
  reportCase,
  onAct,
}: {
  reportCase: ReportCase;
  onAct: (action: ModerationAction) => void;
}) {
  const { t } = useLingui();
  const { label } = useReferenceLabels();
  const authorName = reportCase.target.author.fullName;
  const { target, reporter } = reportCase;
  const open = reportCase.status === 'OPEN';
  return (
    <Card
      className="flex flex-col gap-4 p-4"
      data-testid="report-case"
      aria-label={authorName ? t`Report about ${authorName}` : t`Report about a member`}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <Pill tone={isUrgent(reportCase.reason) ? 'danger' : 'primary'}>
          {isUrgent(reportCase.reason) ? <ShieldAlert aria-hidden /> : <Flag aria-hidden />}
          {label('reportReasons', reportCase.reason, REPORT_REASON_LABELS[reportCase.reason])}
        </Pill>
        <Pill>{label('reportTargets', reportCase.targetType, REPORT_TARGET_LABELS[reportCase.targetType])}</Pill>
        {reportCase.reportsOnTarget > 1 ? (
          <Pill tone="warning">
            <Users aria-hidden />
            <Plural value={reportCase.reportsOnTarget} one="# report" other="# reports" />
          </Pill>
        ) : null}
        {open ? (
          <DuePill dueAt={reportCase.dueAt} />
        ) : (
          <Pill tone={reportCase.action === 'DISMISS' ? 'neutral' : 'success'}>
            {reportCase.action
              ? label(
                  'reportOutcomes',
                  outcomeOf(reportCase.action),
                  REPORT_OUTCOME_LABELS[outcomeOf(reportCase.action)],
                )
              : t`Resolved`}
          </Pill>
        )}
      </div>

      <blockquote className="flex flex-col gap-3 rounded-xl border border-border bg-muted/40 p-3">
        <MemberLine
          member={target.author}
          detail={`${target.author.phoneNumber} · ${label('memberStatuses', target.author.status, MEMBER_STATUS_LABELS[target.author.status])}`}
        />
        {target.content ? <p className="text-sm break-words whitespace-pre-wrap">{target.content}</p> : null}
        {target.image ? (
          <StoredImage
            src={target.image}
            // Within a card of the console's column; a fixed height whatever the photo's shape, so nothing moves.
            sizes="(min-width: 48rem) 46rem, calc(100vw - 4rem)"
            width={1080}
            height={810}
            alt={t`The reported photo`}
            loading="lazy"
            decoding="async"
            className="h-72 w-full rounded-lg bg-muted object-contain"
          />
        ) : null}
        {!target.content && !target.image ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No text or photo.</Trans>
          </p>
        ) : null}
      </blockquote>

      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold text-muted-foreground uppercase">
            <Trans>History of this member</Trans>
          </dt>
          <dd>{historyLine(reportCase.history)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-muted-foreground uppercase">
            <Trans>Reported by</Trans>
          </dt>
          <dd>
            {reporter.fullName ?? t`A member`} · {shortDateTime(reportCase.createdAt)}
          </dd>
        </div>
        {reportCase.description ? (
          <div className="sm:col-span-2">
            <dt className="text-xs font-semibold text-muted-foreground uppercase">
              <Trans>What they said</Trans>
            </dt>
            <dd className="break-words whitespace-pre-wrap">{reportCase.description}</dd>
          </div>
        ) : null}
        {!open && reportCase.note ? (
          <div className="sm:col-span-2">
            <dt className="text-xs font-semibold text-muted-foreground uppercase">{decidedBy(reportCase, label)}</dt>
            <dd className="break-words">{reportCase.note}</dd>
          </div>
        ) : null}
      </dl>

      {open ? (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {ACTIONS.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'BAN' ? 'destructive' : action === 'DISMISS' ? 'outline' : 'secondary'}
              onClick={() => onAct(action)}
            >
              {action === 'SUSPEND' ? t`Suspend…` : actionLabel(action, reportCase.targetType, label)}
            </Button>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
