import { Trans, useLingui } from '@lingui/react/macro';
import { HeartHandshake, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useRecommendedProfiles } from '../api/get-recommended-profiles';
import { usePartnerPreferences } from '../api/get-partner-preferences';
import { preferenceCount } from '../utils/format';
import { MatrimonialNav } from './matrimonial-nav';
import { PreferencesSheet } from './preferences-sheet';
import { ProfileResults } from './profile-results';
import { SearchProfilesLink } from './search-profiles-link';

export interface MatchesPageProps {
  /** Where a profile opens. */
  profileHref: (id: string) => string;
}

/** /matrimonial: recommended profiles, 5 at a time, best match first. */
export function MatchesPage({ profileHref }: MatchesPageProps) {
  const { t } = useLingui();
  const matches = useRecommendedProfiles();
  const preferences = usePartnerPreferences();
  const noPreferences = preferences.isSuccess && preferenceCount(preferences.data) === 0;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">
            <Trans>Matches</Trans>
          </h1>
          <p className="text-base text-muted-foreground">
            <Trans>Profiles from within the community that suit you best.</Trans>
          </p>
        </div>
        <PreferencesSheet>
          <Button variant="outline" className="shrink-0">
            <SlidersHorizontal aria-hidden />
            <Trans>Preferences</Trans>
          </Button>
        </PreferencesSheet>
      </div>
      <MatrimonialNav />

      {noPreferences ? (
        <Card className="flex flex-col gap-3 border-primary/25 bg-primary-soft p-5 text-primary-soft-foreground">
          <p className="text-lg font-semibold">
            <Trans>Tell us who you are looking for</Trans>
          </p>
          <p className="text-base">
            <Trans>
              Add the age, height, place and more you prefer, and matches that meet them come first, with the reasons on
              each card.
            </Trans>
          </p>
          <PreferencesSheet>
            <Button className="self-start">
              <Trans>Set preferences</Trans>
            </Button>
          </PreferencesSheet>
        </Card>
      ) : null}

      <ProfileResults
        results={matches}
        profileHref={profileHref}
        preferences={preferences.data}
        loadingLabel={t`Loading matches`}
        errorTitle={t`Could not load your matches`}
        empty={
          <EmptyState
            icon={HeartHandshake}
            title={t`No matches yet`}
            description={t`New profiles join every week. Widen your preferences, or search by age, place and more.`}
            action={<SearchProfilesLink />}
          />
        }
        order="bestMatch"
        moreLabel={t`Show more matches`}
        end={
          <p className="text-center text-sm text-muted-foreground">
            <Trans>That is everyone for now.</Trans>
          </p>
        }
      />
    </div>
  );
}
