import { Eye, EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { usePartnerPreferences } from '../api/get-partner-preferences';
import { useProfileViews } from '../api/get-profile-views';
import { timeAgo } from '../utils/format';
import { MatrimonialNav } from './matrimonial-nav';
import { ProfileResults } from './profile-results';

export interface ViewedMePageProps {
  profileHref: (id: string) => string;
  /** Where "Browse privately" is switched (the matrimonial details). */
  settingsHref: string;
}

/** /matrimonial/viewed-me: members who opened my profile, latest visit first; nothing while I browse privately. */
export function ViewedMePage({ profileHref, settingsHref }: ViewedMePageProps) {
  const views = useProfileViews();
  const preferences = usePartnerPreferences();
  const browsingPrivately = views.data?.pages[0]?.browsingPrivately ?? false;
  const visits = new Map(
    (views.data?.pages ?? []).flatMap((page) => page.visits.map((visit) => [visit.profileId, visit] as const)),
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Who viewed me</h1>
        <p className="text-base text-muted-foreground">Members who opened your marriage profile, latest first.</p>
      </div>
      <MatrimonialNav />
      {browsingPrivately ? (
        <Card>
          <EmptyState
            icon={EyeOff}
            title="You browse privately"
            description="The profiles you open are not told, and you do not see who opened yours. Switch it off in your matrimonial details to see them."
            action={
              <Button asChild variant="outline">
                <Link to={settingsHref}>Privacy settings</Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <ProfileResults
          results={views}
          profileHref={profileHref}
          preferences={preferences.data}
          loadingLabel="Loading who viewed you"
          errorTitle="Could not load who viewed you"
          empty={
            <EmptyState
              icon={Eye}
              title="No views yet"
              description="When a member opens your profile, they show here. A complete profile with photos is opened more."
            />
          }
          order="latest visit first"
          moreLabel="Show more"
          noteOf={(profile) => {
            const visit = visits.get(profile.id);
            if (!visit) return null;
            const days = visit.days > 1 ? ` (on ${visit.days} days)` : '';
            return `Viewed your profile ${timeAgo(visit.lastViewedAt)}${days}`;
          }}
        />
      )}
    </div>
  );
}
