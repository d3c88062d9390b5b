import { Trans, useLingui } from '@lingui/react/macro';
import type { MatrimonialProfileCard, PartnerPreferences } from '@samaj/shared/matrimonial';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { careerOf, factsOf, horoscopeOf } from '../utils/format';
import { useMatrimonialLabels } from '../utils/use-matrimonial-labels';
import { InterestAction } from './interest-action';
import { MatchSummary } from './match-summary';
import { ProfilePhoto } from './profile-photo';
import { SaveProfileButton } from './save-profile-button';
import { VerifiedBadge } from '@/components/verified-badge';
import { ProfileFacts } from './profile-facts';

export interface ProfileCardProps {
  profile: MatrimonialProfileCard;
  /** Where "View profile" goes. */
  profileHref: string;
  preferences?: PartnerPreferences | undefined;
  priority?: boolean;
  /** A line above the match ("Viewed your profile today"). */
  note?: string | null | undefined;
}

/** A match or search result: a large photo (or an initial), the facts families look at first, the match, one action. */
export function ProfileCard({ profile, profileHref, preferences, priority, note }: ProfileCardProps) {
  const { i18n } = useLingui();
  const labels = useMatrimonialLabels();
  const facts = factsOf(profile, i18n, labels);
  const place = labels.place(profile.currentLocation);
  const career = careerOf(profile, labels);
  const score = profile.matchScore;
  const total = profile.match.met.length + profile.match.unmet.length + profile.match.theirsTotal;
  return (
    <Card role="article" aria-label={profile.fullName} className="flex flex-col overflow-hidden">
      <Link
        to={profileHref}
        className={cn('relative block overflow-hidden', profile.image ? 'aspect-square' : 'aspect-[16/9]')}
        tabIndex={-1}
        aria-hidden
      >
        <ProfilePhoto
          image={profile.image}
          name={profile.fullName}
          locked={profile.photosLocked}
          priority={priority}
          // Two cards a row from 48rem.
          sizes="(min-width: 48rem) 22rem, calc(100vw - 2rem)"
          className="transition-transform duration-300 hover:scale-[1.02]"
        />
        {total > 0 ? (
          <span className="absolute top-3 left-3 rounded-full bg-card/95 px-3 py-1 text-sm font-semibold text-primary shadow-sm">
            <Trans>{score}% match</Trans>
          </span>
        ) : null}
      </Link>
      <div className="flex flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-xl leading-snug font-semibold">
            <Link to={profileHref} className="break-words hover:text-primary hover:underline">
              {profile.fullName}
            </Link>
            <VerifiedBadge verified={profile.isVerified} />
          </h2>
          <ProfileFacts
            facts={facts}
            place={place}
            career={career}
            horoscope={horoscopeOf(profile, i18n, labels)}
            small
          />
        </div>
        {note ? <p className="text-sm font-medium text-muted-foreground">{note}</p> : null}
        <MatchSummary match={profile.match} gender={profile.gender} preferences={preferences} />
        <div className="flex gap-2">
          <InterestAction profile={profile} className="flex-1" />
          <SaveProfileButton profile={profile} className="shrink-0" />
        </div>
      </div>
    </Card>
  );
}

export function ProfileCardSkeleton() {
  return (
    <Card className="flex flex-col overflow-hidden" aria-hidden>
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-11 w-full" />
      </div>
    </Card>
  );
}
