import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
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
  const { t, i18n } = useLingui();
  const views = useProfileViews();
  const preferences = usePartnerPreferences();
  const browsingPrivately = views.data?.pages[0]?.browsingPrivately ?? false;
  const visits = new Map(
    (views.data?.pages ?? []).flatMap((page) => page.visits.map((visit) => [visit.profileId, visit] as const)),
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Who viewed me</Trans>
        </h1>
        <p className="text-base text-muted-foreground">
          <Trans>Members who opened your marriage profile, latest first.</Trans>
        </p>
      </div>
      <MatrimonialNav />
      {browsingPrivately ? (
        <Card>
          <EmptyState
            icon={EyeOff}
            title={t`You browse privately`}
            description={t`The profiles you open are not told, and you do not see who opened yours. Switch it off in your matrimonial details to see them.`}
            link={{ to: settingsHref, label: t`Privacy settings` }}
          />
        </Card>
      ) : (
        <ProfileResults
          results={views}
          profileHref={profileHref}
          preferences={preferences.data}
          loadingLabel={t`Loading who viewed you`}
          errorTitle={t`Could not load who viewed you`}
          empty={
            <EmptyState
              icon={Eye}
              title={t`No views yet`}
              description={t`When a member opens your profile, they show here. A complete profile with photos is opened more.`}
            />
          }
          order="latestVisit"
          moreLabel={t`Show more`}
          noteOf={(profile) => {
            const visit = visits.get(profile.id);
            if (!visit) return null;
            const when = timeAgo(visit.lastViewedAt, i18n);
            const days = visit.days;
            return days > 1 ? t`Viewed your profile ${when} (on ${days} days)` : t`Viewed your profile ${when}`;
          }}
        />
      )}
    </div>
  );
}
