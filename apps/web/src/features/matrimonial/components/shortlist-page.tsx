import { Trans, useLingui } from '@lingui/react/macro';
import { Bookmark } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { usePartnerPreferences } from '../api/get-partner-preferences';
import { useShortlist } from '../api/shortlist';
import { MatrimonialNav } from './matrimonial-nav';
import { ProfileResults } from './profile-results';
import { SearchProfilesLink } from './search-profiles-link';

/** /matrimonial/saved: the profiles I saved, last saved first; an interest can be sent from each card. */
export function ShortlistPage({ profileHref }: { profileHref: (id: string) => string }) {
  const { t } = useLingui();
  const shortlist = useShortlist();
  const preferences = usePartnerPreferences();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Saved profiles</Trans>
        </h1>
        <p className="text-base text-muted-foreground">
          <Trans>Profiles you saved to come back to. Only you see this list.</Trans>
        </p>
      </div>
      <MatrimonialNav />
      <ProfileResults
        results={shortlist}
        profileHref={profileHref}
        preferences={preferences.data}
        loadingLabel={t`Loading saved profiles`}
        errorTitle={t`Could not load your saved profiles`}
        empty={
          <EmptyState
            icon={Bookmark}
            title={t`Nothing saved yet`}
            description={t`Tap Save on a profile to keep it here, and send an interest when your family is ready.`}
            action={<SearchProfilesLink />}
          />
        }
        order="lastSaved"
        moreLabel={t`Show more`}
      />
    </div>
  );
}
