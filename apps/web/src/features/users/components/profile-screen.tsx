import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BriefcaseBusiness, Heart, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMe } from '@/lib/users-api';
import { profileTabOf, type ProfileTab } from '../utils/profile-tabs';
import { CommunityDetailsForm } from './community-details-form';
import { PersonalDetailsForm } from './personal-details-form';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import { useScrollToHashField } from './scroll-to-field';

export interface ProfileScreenProps {
  /** The new photo's path once it is saved: the app puts it in the session so the top bar shows it at once. */
  onPhotoChanged?: (image: string) => void;
  /** After a section is saved: the app refreshes what is computed from the profile (completion, counts). */
  onSaved?: () => void;
  /** The Matrimonial details tab's content, from the matrimonial feature (composed in app/). */
  matrimonialTab: ReactNode;
}

const tabs: { value: ProfileTab; short: MessageDescriptor; long: MessageDescriptor; icon: typeof UserRound }[] = [
  { value: 'personaldetails', short: msg`Personal`, long: msg`Personal details`, icon: UserRound },
  { value: 'communitydetails', short: msg`Community`, long: msg`Community details`, icon: BriefcaseBusiness },
  { value: 'matrimonialdetails', short: msg`Matrimonial`, long: msg`Matrimonial details`, icon: Heart },
];

/**
 * The member's own profile: photo, name and place, then one tab per section (`?page=` picks it). Works inside the
 * home frame and on its own: the Save bar finds its place from --frame-bottom.
 */
export function ProfileScreen({ onPhotoChanged, onSaved, matrimonialTab }: ProfileScreenProps) {
  const { t, i18n } = useLingui();
  const profile = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = profileTabOf(searchParams.get('page'));
  useScrollToHashField(profile.isSuccess);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <ErrorState
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isRefetching}
        title={t`Could not load your profile`}
      />
    );
  }

  const { user, personalDetails, communityDetails } = profile.data;

  return (
    <div className="flex flex-col gap-5">
      <ProfileHeader
        fullName={personalDetails.fullName ?? user.fullName}
        image={user.image}
        location={personalDetails.currentLocation}
        onPhotoChanged={onPhotoChanged}
      />
      <Tabs
        value={tab}
        onValueChange={(next) => setSearchParams({ page: next }, { replace: true, preventScrollReset: true })}
        className="flex flex-col gap-2"
      >
        <div className="sticky top-[var(--frame-top,0px)] z-20 -mx-4 bg-background px-4 py-2 md:mx-0 md:px-0">
          <TabsList aria-label={t`Profile sections`}>
            {tabs.map((item) => (
              <TabsTrigger key={item.value} value={item.value}>
                {/* On phones the three labels fit only without their icons. */}
                <item.icon aria-hidden className="hidden sm:block" />
                <span className="sm:hidden">{i18n._(item.short)}</span>
                <span className="hidden sm:inline">{i18n._(item.long)}</span>
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {/* Both forms stay mounted, so switching tabs never loses what was typed. */}
        <TabsContent value="personaldetails" forceMount className="data-[state=inactive]:hidden">
          <PersonalDetailsForm details={personalDetails} onSaved={onSaved} />
        </TabsContent>
        <TabsContent value="communitydetails" forceMount className="data-[state=inactive]:hidden">
          <CommunityDetailsForm details={communityDetails} onSaved={onSaved} />
        </TabsContent>
        <TabsContent value="matrimonialdetails" forceMount className="data-[state=inactive]:hidden">
          {matrimonialTab}
        </TabsContent>
      </Tabs>
    </div>
  );
}
