import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GotraExclusion } from '@samaj/shared/matrimonial';
import { Ban } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

/** Why a profile is left out of matches and search (the English of packages/shared's GOTRA_EXCLUSION_LABELS). */
export const GOTRA_EXCLUSION_TEXT: Record<GotraExclusion, MessageDescriptor> = {
  SAME_GOTRA: msg`Same gotra: not suggested`,
  MOTHERS_GOTRA: msg`Mother's gotra: not suggested`,
};

/**
 * On a profile reached by link that a gotra rule (mine or theirs) leaves out of matches and search: why, and that
 * no interest can be sent while the rule stands.
 */
export function NotSuggestedNotice({ reason, rulesHref }: { reason: GotraExclusion; rulesHref: string }) {
  const { i18n } = useLingui();
  return (
    <Card role="status" className="flex items-start gap-3 border-warning/35 bg-warning-soft p-4">
      <Ban className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-base font-semibold">{i18n._(GOTRA_EXCLUSION_TEXT[reason])}</p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Your family's or this family's gotra rules leave this match out of matches and search, and an interest
            cannot be sent.
          </Trans>{' '}
          <Link to={rulesHref} className="font-medium text-primary underline">
            <Trans>Your gotra rules</Trans>
          </Link>
        </p>
      </div>
    </Card>
  );
}
