import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ChevronRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ProfileCompletionField } from '@samaj/shared/profile';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfileCompletion } from '../api/get-profile-completion';
import { COMPLETION_ITEMS, type ProfileSection } from '../utils/completion-items';

const FIRST_ITEMS = 4;

export interface ProfileCompletionCardProps {
  /** Where each missing item is filled in (the right tab of the profile). */
  hrefFor: (field: ProfileCompletionField, section: ProfileSection) => string;
  /** The whole profile, for the "complete" state. */
  profileHref: string;
}

/** How complete the member's profile is, as a ring, with each missing item linking to where it is filled in. */
export function ProfileCompletionCard({ hrefFor, profileHref }: ProfileCompletionCardProps) {
  const { t, i18n } = useLingui();
  const completion = useProfileCompletion();
  const [showAll, setShowAll] = useState(false);

  if (completion.isPending) {
    return (
      <Card role="status" aria-label={t`Loading your profile completion`} className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-4">
          <Skeleton className="size-18 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-44" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </Card>
    );
  }
  if (completion.isError) {
    return (
      <Card className="p-5">
        <ErrorState
          compact
          error={completion.error}
          onRetry={() => void completion.refetch()}
          retrying={completion.isRefetching}
          title={t`Could not load your profile completion`}
        />
      </Card>
    );
  }

  const { profileCompletion, inCompleteFields } = completion.data;
  const complete = inCompleteFields.length === 0;
  const shown = showAll ? inCompleteFields : inCompleteFields.slice(0, FIRST_ITEMS);
  const hidden = inCompleteFields.length - shown.length;

  return (
    <Card aria-labelledby="completion-title" role="region" className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <CompletionRing percent={profileCompletion} />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="completion-title" className="text-lg leading-tight font-semibold">
            {complete ? (
              <Trans>Your profile is complete</Trans>
            ) : (
              <Trans>Your profile is {profileCompletion}% complete</Trans>
            )}
          </h2>
          <p className="text-sm text-muted-foreground">
            {complete ? (
              <Trans>Members can see everything they need to know you.</Trans>
            ) : (
              <Trans>Complete profiles are easier to find and get more replies.</Trans>
            )}
          </p>
        </div>
      </div>
      {complete ? (
        <Link
          to={profileHref}
          className="flex min-h-11 items-center gap-2 self-start rounded-xl px-1 text-base font-semibold text-primary hover:underline"
        >
          <CircleCheck className="size-5" aria-hidden />
          <Trans>View your profile</Trans>
        </Link>
      ) : (
        <div className="flex flex-col gap-1">
          <h3 className="sr-only">
            <Trans>Still missing</Trans>
          </h3>
          <ul className="flex flex-col divide-y divide-border rounded-2xl border border-border">
            {shown.map((field) => {
              const item = COMPLETION_ITEMS[field];
              return (
                <li key={field}>
                  <Link
                    to={hrefFor(field, item.section)}
                    className="flex min-h-12 items-center gap-3 px-4 py-2 text-base transition-colors first:rounded-t-2xl last:rounded-b-2xl hover:bg-muted"
                  >
                    <span aria-hidden className="size-2 shrink-0 rounded-full bg-warning" />
                    <span className="min-w-0 flex-1">{i18n._(item.label)}</span>
                    <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                  </Link>
                </li>
              );
            })}
          </ul>
          {hidden > 0 || showAll ? (
            <button
              type="button"
              onClick={() => setShowAll((all) => !all)}
              aria-expanded={showAll}
              className="min-h-11 self-start rounded-xl px-1 text-sm font-semibold text-primary hover:underline"
            >
              {showAll ? <Trans>Show fewer</Trans> : <Trans>Show {hidden} more</Trans>}
            </button>
          ) : null}
        </div>
      )}
    </Card>
  );
}

const RADIUS = 30;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function CompletionRing({ percent }: { percent: number }) {
  const { t } = useLingui();
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={t`Profile completion`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className="relative grid size-18 shrink-0 place-items-center"
    >
      <svg viewBox="0 0 72 72" className="absolute inset-0 -rotate-90" aria-hidden>
        <circle cx="36" cy="36" r={RADIUS} fill="none" strokeWidth="7" className="stroke-muted" />
        <circle
          cx="36"
          cy="36"
          r={RADIUS}
          fill="none"
          strokeWidth="7"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - clamped / 100)}
          className={clamped === 100 ? 'stroke-success' : 'stroke-primary'}
          style={{ transition: 'stroke-dashoffset 600ms ease-out' }}
        />
      </svg>
      <span className="text-base font-bold tabular-nums" data-testid="profile-completion">
        {clamped}%
      </span>
    </div>
  );
}
