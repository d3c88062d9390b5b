import { useId, useState } from 'react';
import type { MatchSummary as Match, MatrimonialProfileCard, PartnerPreferences } from '@samaj/shared/matrimonial';
import { Check, ChevronDown, X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { criterionText, pronounOf } from '../utils/format';

export interface MatchSummaryProps {
  match: Match;
  gender: MatrimonialProfileCard['gender'];
  /** My preferences, to say what each criterion asked for. */
  preferences?: PartnerPreferences | undefined;
  className?: string;
}

/** "Meets 7 of 9 of your preferences", and on tap which ones (and how many of theirs I meet). */
export function MatchSummary({ match, gender, preferences, className }: MatchSummaryProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const total = match.met.length + match.unmet.length;
  const their = pronounOf(gender).possessive;
  const theirs =
    match.theirsTotal > 0 ? `You meet ${match.theirsMet} of ${match.theirsTotal} of ${their} preferences` : null;

  if (total === 0) {
    return theirs ? <p className={cn('text-sm text-muted-foreground', className)}>{theirs}</p> : null;
  }
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="-mx-2 flex min-h-11 items-center gap-2 rounded-xl px-2 text-left text-sm font-semibold text-primary hover:bg-primary-soft/60"
      >
        <span className="flex-1">
          Meets {match.met.length} of {total} of your preferences
        </span>
        <ChevronDown className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      {open ? (
        <div id={listId} className="flex flex-col gap-2 rounded-xl bg-muted/60 p-3">
          <ul className="flex flex-col gap-1.5" aria-label="Your preferences">
            {match.met.map((criterion) => (
              <li key={criterion} className="flex items-start gap-2 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-label="Meets" />
                <span>{criterionText(criterion, preferences)}</span>
              </li>
            ))}
            {match.unmet.map((criterion) => (
              <li key={criterion} className="flex items-start gap-2 text-sm text-muted-foreground">
                <X className="mt-0.5 size-4 shrink-0" aria-label="Does not meet" />
                <span>{criterionText(criterion, preferences)}</span>
              </li>
            ))}
          </ul>
          {theirs ? <p className="border-t border-border pt-2 text-sm text-muted-foreground">{theirs}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
