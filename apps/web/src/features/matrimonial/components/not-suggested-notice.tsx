import { GOTRA_EXCLUSION_LABELS, type GotraExclusion } from '@samaj/shared/matrimonial';
import { Ban } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

/**
 * On a profile reached by link that a gotra rule (mine or theirs) leaves out of matches and search: why, and that
 * no interest can be sent while the rule stands.
 */
export function NotSuggestedNotice({ reason, rulesHref }: { reason: GotraExclusion; rulesHref: string }) {
  return (
    <Card role="status" className="flex items-start gap-3 border-warning/35 bg-warning-soft p-4">
      <Ban className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-base font-semibold">{GOTRA_EXCLUSION_LABELS[reason]}</p>
        <p className="text-sm text-muted-foreground">
          Your family&apos;s or this family&apos;s gotra rules leave this match out of matches and search, and an
          interest cannot be sent.{' '}
          <Link to={rulesHref} className="font-medium text-primary underline">
            Your gotra rules
          </Link>
        </p>
      </div>
    </Card>
  );
}
