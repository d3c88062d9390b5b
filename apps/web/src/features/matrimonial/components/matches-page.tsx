import { HeartHandshake, Search, SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useRecommendedProfiles } from '../api/get-recommended-profiles';
import { usePartnerPreferences } from '../api/get-partner-preferences';
import { preferenceCount } from '../utils/format';
import { MatrimonialNav } from './matrimonial-nav';
import { PreferencesSheet } from './preferences-sheet';
import { ProfileResults } from './profile-results';

export interface MatchesPageProps {
  /** Where a profile opens. */
  profileHref: (id: string) => string;
}

/** /matrimonial: recommended profiles, 5 at a time, best match first. */
export function MatchesPage({ profileHref }: MatchesPageProps) {
  const matches = useRecommendedProfiles();
  const preferences = usePartnerPreferences();
  const noPreferences = preferences.isSuccess && preferenceCount(preferences.data) === 0;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">Matches</h1>
          <p className="text-base text-muted-foreground">Profiles from within the community that suit you best.</p>
        </div>
        <PreferencesSheet>
          <Button variant="outline" className="shrink-0">
            <SlidersHorizontal aria-hidden />
            Preferences
          </Button>
        </PreferencesSheet>
      </div>
      <MatrimonialNav />

      {noPreferences ? (
        <Card className="flex flex-col gap-3 border-primary/25 bg-primary-soft p-5 text-primary-soft-foreground">
          <p className="text-lg font-semibold">Tell us who you are looking for</p>
          <p className="text-base">
            Add the age, height, place and more you prefer, and matches that meet them come first, with the reasons on
            each card.
          </p>
          <PreferencesSheet>
            <Button className="self-start">Set preferences</Button>
          </PreferencesSheet>
        </Card>
      ) : null}

      <ProfileResults
        results={matches}
        profileHref={profileHref}
        preferences={preferences.data}
        loadingLabel="Loading matches"
        errorTitle="Could not load your matches"
        empty={
          <EmptyState
            icon={HeartHandshake}
            title="No matches yet"
            description="New profiles join every week. Widen your preferences, or search by age, place and more."
            action={
              <Button asChild variant="outline">
                <Link to="/matrimonial/search">
                  <Search aria-hidden />
                  Search profiles
                </Link>
              </Button>
            }
          />
        }
        order="best match first"
        moreLabel="Show more matches"
        end={<p className="text-center text-sm text-muted-foreground">That is everyone for now.</p>}
      />
    </div>
  );
}
