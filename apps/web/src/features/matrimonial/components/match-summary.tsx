import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  type MatchCriterion,
  type MatchSummary as Match,
  type MatrimonialProfileCard,
  type PartnerPreferences,
} from '@samaj/shared/matrimonial';
import { Check, ChevronDown, X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { criterionText } from '../utils/format';
import { useMatrimonialLabels } from '../utils/use-matrimonial-labels';

export interface MatchSummaryProps {
  match: Match;
  gender: MatrimonialProfileCard['gender'];
  /** My preferences, to say what each criterion asked for. */
  preferences?: PartnerPreferences | undefined;
  className?: string;
}

/**
 * The match both ways: "Meets 7 of 9 of your preferences" and "You meet 5 of 6 of hers", and on tap which ones. Of
 * their preferences only the criteria are named, never the values they chose.
 */
export function MatchSummary({ match, gender, preferences, className }: MatchSummaryProps) {
  const { t, i18n } = useLingui();
  const labels = useMatrimonialLabels();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const mineTotal = match.met.length + match.unmet.length;
  const metCount = match.met.length;
  const { theirsMet, theirsTotal } = match;
  // Whole sentences per gender: other languages do not build them from a pronoun.
  const theirsText = {
    FEMALE: () => t`You meet ${theirsMet} of ${theirsTotal} of hers`,
    MALE: () => t`You meet ${theirsMet} of ${theirsTotal} of his`,
    OTHER: () => t`You meet ${theirsMet} of ${theirsTotal} of theirs`,
  }[gender ?? 'OTHER'];
  const theirsLabel = { FEMALE: t`Her preferences`, MALE: t`His preferences`, OTHER: t`Their preferences` }[
    gender ?? 'OTHER'
  ];
  const theirs = theirsTotal > 0 ? theirsText() : null;
  const mine = mineTotal > 0 ? t`Meets ${metCount} of ${mineTotal} of your preferences` : null;
  if (!mine && !theirs) return null;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="-mx-2 flex min-h-11 items-center gap-2 rounded-xl px-2 text-left text-sm font-semibold text-primary hover:bg-primary-soft/60"
      >
        <span className="flex flex-1 flex-col">
          {mine ? <span>{mine}</span> : null}
          {theirs ? <span className={cn(mine && 'font-medium')}>{theirs}</span> : null}
        </span>
        <ChevronDown className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      {open ? (
        <div id={listId} className="flex flex-col gap-3 rounded-xl bg-muted/60 p-3">
          {mine ? (
            <CriteriaList
              label={t`Your preferences`}
              met={match.met}
              unmet={match.unmet}
              text={(criterion) => criterionText(criterion, preferences, i18n, labels)}
              metLabel={t`Meets`}
              unmetLabel={t`Does not meet`}
            />
          ) : null}
          {theirs ? (
            <CriteriaList
              label={theirsLabel}
              met={match.theirs.met}
              unmet={match.theirs.unmet}
              text={labels.criterion}
              metLabel={t`You meet`}
              unmetLabel={t`You do not meet`}
              className={cn(mine && 'border-t border-border pt-3')}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

interface CriteriaListProps {
  label: string;
  met: readonly MatchCriterion[];
  unmet: readonly MatchCriterion[];
  text: (criterion: MatchCriterion) => string;
  metLabel: string;
  unmetLabel: string;
  className?: string | undefined;
}

function CriteriaList({ label, met, unmet, text, metLabel, unmetLabel, className }: CriteriaListProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <p className="text-sm font-semibold">{label}</p>
      <ul className="flex flex-col gap-1.5" aria-label={label}>
        {met.map((criterion) => (
          <li key={criterion} className="flex items-start gap-2 text-sm">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-label={metLabel} />
            <span>{text(criterion)}</span>
          </li>
        ))}
        {unmet.map((criterion) => (
          <li key={criterion} className="flex items-start gap-2 text-sm text-muted-foreground">
            <X className="mt-0.5 size-4 shrink-0" aria-label={unmetLabel} />
            <span>{text(criterion)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
