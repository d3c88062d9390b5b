import { Plural } from '@lingui/react/macro';
import type { MatrimonialProfileCard, PartnerPreferences, RecommendedResult } from '@samaj/shared/matrimonial';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { ProfileCard, ProfileCardSkeleton } from './profile-card';

export interface ProfileResultsProps {
  /** Pages of profile cards (matches or search results). */
  results: UseInfiniteQueryResult<InfiniteData<RecommendedResult>>;
  profileHref: (id: string) => string;
  preferences: PartnerPreferences | undefined;
  loadingLabel: string;
  errorTitle: string;
  /** The empty state, with the next step. */
  empty: ReactNode;
  /** How the list is sorted, said after the count ("2 profiles, best match first"). */
  order: 'bestMatch' | 'newest' | 'lastSaved' | 'latestVisit';
  moreLabel: string;
  /** Under the last page. */
  end?: ReactNode;
  /** A line on a card (who viewed me: when). */
  noteOf?: (profile: MatrimonialProfileCard) => string | null;
}

/** Profile cards two a row from tablets up, with loading, error and empty states, the count and "Show more". */
export function ProfileResults({
  results,
  profileHref,
  preferences,
  loadingLabel,
  errorTitle,
  empty,
  order,
  moreLabel,
  end = null,
  noteOf,
}: ProfileResultsProps) {
  if (results.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label={loadingLabel}>
        {[0, 1, 2].map((index) => (
          <ProfileCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (results.isError) {
    return (
      <Card>
        <ErrorState
          error={results.error}
          onRetry={() => void results.refetch()}
          retrying={results.isRefetching}
          title={errorTitle}
        />
      </Card>
    );
  }
  const profiles = results.data.pages.flatMap((page) => page.profiles);
  if (profiles.length === 0) return <Card>{empty}</Card>;
  const total = results.data.pages[0]?.total ?? 0;
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {
          {
            bestMatch: <Plural value={total} one="# profile, best match first" other="# profiles, best match first" />,
            newest: <Plural value={total} one="# profile, newest first" other="# profiles, newest first" />,
            lastSaved: <Plural value={total} one="# profile, last saved first" other="# profiles, last saved first" />,
            latestVisit: (
              <Plural value={total} one="# profile, latest visit first" other="# profiles, latest visit first" />
            ),
          }[order]
        }
      </p>
      <ul className="grid gap-4 md:grid-cols-2" aria-busy={results.isPlaceholderData || undefined}>
        {profiles.map((profile, index) => (
          <li key={profile.id}>
            <ProfileCard
              profile={profile}
              profileHref={profileHref(profile.id)}
              preferences={preferences}
              priority={index < 2}
              note={noteOf?.(profile)}
            />
          </li>
        ))}
      </ul>
      {results.hasNextPage ? <ShowMoreButton query={results}>{moreLabel}</ShowMoreButton> : end}
    </>
  );
}
