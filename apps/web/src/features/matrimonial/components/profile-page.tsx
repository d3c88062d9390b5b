import { useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BODY_TYPE_LABELS,
  DIET_LABELS,
  FAMILY_TYPE_LABELS,
  HABIT_LABELS,
  MANGLIK_LABELS,
  MARITAL_STATUS_LABELS,
  PROFILE_CREATOR_LABELS,
  SIBLING_RELATION_LABELS,
  type MatrimonialProfile,
} from '@samaj/shared/matrimonial';
import { BriefcaseBusiness, HeartHandshake, House, ScrollText, Sparkles, UserRound } from 'lucide-react';
import { InfoSection } from '@/components/info-section';
import { OwnProfileNotice } from '@/components/own-profile-notice';
import { ProfileLoadError } from '@/components/profile-load-error';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn, scrollBehavior } from '@/lib/utils';
import { useMatrimonialProfile } from '../api/get-matrimonial-profile';
import { usePartnerPreferences } from '../api/get-partner-preferences';
import { ContactCard } from './contact-card';
import { careerOf, factsOf, horoscopeOf, preferenceRows } from '../utils/format';
import { useMatrimonialLabels } from '../utils/use-matrimonial-labels';
import { InterestAction, interestViewOf } from './interest-action';
import { AnswerInterestButtons, WithdrawInterestButton } from './interest-responses';
import { MatchSummary } from './match-summary';
import { GOTRA_EXCLUSION_TEXT, NotSuggestedNotice } from './not-suggested-notice';
import { PhotoRequestAction } from './photo-request-action';
import { ProfilePhoto } from './profile-photo';
import { SaveProfileButton } from './save-profile-button';
import { VerifiedBadge } from '@/components/verified-badge';
import { ProfileFacts } from './profile-facts';

export interface ProfilePageProps {
  id: string;
  /** Report and Block for the member (composed in app/; after a block the app takes the member elsewhere). */
  safetyMenu?: (member: { id: string; fullName: string }) => ReactNode;
  /** The member's own profile editor. */
  editHref: string;
}

/** A whole marriage profile: photos (as the owner allows), sections, and the actions in a bar at the bottom. */
export function ProfilePage({ id, safetyMenu, editHref }: ProfilePageProps) {
  const { t, i18n } = useLingui();
  const labels = useMatrimonialLabels();
  const { label } = labels;
  const profile = useMatrimonialProfile(id);
  const preferences = usePartnerPreferences();

  if (profile.isPending) return <ProfilePageSkeleton />;
  if (profile.isError) {
    return (
      <ProfileLoadError
        query={profile}
        unavailableStatuses={[400, 404]}
        description={t`The member may have hidden or removed their marriage profile.`}
        back={{ to: '/matrimonial', label: t`Back to matches` }}
      />
    );
  }

  const member = profile.data;
  const place = labels.place(member.currentLocation);
  const career = careerOf(member, labels);
  const facts = factsOf(member, i18n, labels);
  const { age, weight, matchScore } = member;
  const preferencesTitle = member.isMine
    ? t`Your partner preferences`
    : { FEMALE: t`Her partner preferences`, MALE: t`His partner preferences`, OTHER: t`Their partner preferences` }[
        member.gender ?? 'OTHER'
      ];

  return (
    <div className="flex flex-col gap-4">
      {member.isMine ? (
        <OwnProfileNotice editHref={editHref} editLabel={t`Edit`}>
          <Trans>This is how other members see your marriage profile.</Trans>
        </OwnProfileNotice>
      ) : null}
      {member.notSuggested ? <NotSuggestedNotice reason={member.notSuggested} rulesHref={editHref} /> : null}

      <Card className="overflow-hidden">
        <PhotoCarousel profile={member} />
        <div className="flex flex-col gap-2 p-5">
          <div className="flex items-start justify-between gap-3">
            <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words">
              {member.fullName}
              <VerifiedBadge verified={member.isVerified} />
            </h1>
            {member.isMine ? null : (
              <span className="shrink-0 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-soft-foreground">
                <Trans>{matchScore}% match</Trans>
              </span>
            )}
          </div>
          <ProfileFacts facts={facts} place={place} career={career} horoscope={horoscopeOf(member, i18n, labels)} />
          {member.isMine ? null : (
            <MatchSummary match={member.match} gender={member.gender} preferences={preferences.data} />
          )}
          {member.isMine ? null : <PhotoRequestAction profile={member} className="mt-1" />}
        </div>
      </Card>
      {!member.isMine && member.interest?.status === 'ACCEPTED' ? (
        <ContactCard userId={member.id} name={member.fullName} />
      ) : null}

      <InfoSection icon={Sparkles} title={t`About`}>
        {member.bioData ? (
          <p className="text-base leading-relaxed break-words whitespace-pre-line">{member.bioData}</p>
        ) : null}
        <Facts
          rows={[
            [
              t`Profile created by`,
              member.profileCreatedBy &&
                label('profileCreators', member.profileCreatedBy, PROFILE_CREATOR_LABELS[member.profileCreatedBy]),
            ],
          ]}
        />
      </InfoSection>

      <InfoSection icon={UserRound} title={t`Basic details`}>
        <Facts
          rows={[
            [t`Age`, age !== null ? t`${age} years` : null],
            [t`Height`, member.height ? labels.height(member.height) : null],
            [t`Weight`, weight ? t`${weight} kg` : null],
            [t`Body type`, member.bodyType && label('bodyTypes', member.bodyType, BODY_TYPE_LABELS[member.bodyType])],
            [
              t`Marital status`,
              member.maritalStatus &&
                label('maritalStatuses', member.maritalStatus, MARITAL_STATUS_LABELS[member.maritalStatus]),
            ],
            [t`Mother tongue`, member.motherTongue && label('languages', member.motherTongue)],
            [t`Languages`, member.languages.map((language) => label('languages', language)).join(', ') || null],
            [t`Diet`, member.diet && label('diets', member.diet, DIET_LABELS[member.diet])],
            [
              t`Smoking`,
              member.smokingHabits && label('habits', member.smokingHabits, HABIT_LABELS[member.smokingHabits]),
            ],
            [
              t`Drinking`,
              member.drinkingHabits && label('habits', member.drinkingHabits, HABIT_LABELS[member.drinkingHabits]),
            ],
          ]}
        />
      </InfoSection>

      <InfoSection icon={BriefcaseBusiness} title={t`Education and career`}>
        <Facts
          rows={[
            [t`Education`, member.educationDegree && label('degrees', member.educationDegree)],
            [t`Specialisation`, member.specializedDegree],
            [t`University`, member.university],
            [t`Profession`, member.profession && label('occupations', member.profession)],
            [t`Works as`, member.currentJobRole],
          ]}
        />
      </InfoSection>

      <InfoSection icon={House} title={t`Family`}>
        <Facts
          rows={[
            [
              t`Family type`,
              member.familyType && label('familyTypes', member.familyType, FAMILY_TYPE_LABELS[member.familyType]),
            ],
            [t`Father`, member.fatherOccupation && label('occupations', member.fatherOccupation)],
            [t`Mother`, member.motherOccupation && label('occupations', member.motherOccupation)],
            [
              t`Brothers and sisters`,
              member.siblings.length
                ? member.siblings
                    .map((sibling) =>
                      [
                        label('siblingRelations', sibling.relation, SIBLING_RELATION_LABELS[sibling.relation]),
                        sibling.name,
                        sibling.maritalStatus === 'MARRIED' ? t`married` : sibling.maritalStatus ? t`unmarried` : null,
                        sibling.occupation,
                      ]
                        .filter(Boolean)
                        .join(', '),
                    )
                    .join('\n')
                : null,
            ],
            [t`Family income`, member.familyIncome && label('familyIncomes', member.familyIncome)],
            [t`Family based in`, member.familyBasedOut],
          ]}
        />
        {member.aboutFamily ? (
          <p className="text-base leading-relaxed break-words whitespace-pre-line">{member.aboutFamily}</p>
        ) : null}
      </InfoSection>

      <InfoSection icon={ScrollText} title={t`Religion and horoscope`}>
        <Facts
          rows={[
            [t`Religion`, member.religion && label('religions', member.religion)],
            [t`Caste`, member.caste],
            [t`Sub-caste`, member.subCaste],
            [t`Gotra`, member.gotra && label('gotras', member.gotra)],
            [t`Mother's gotra`, member.motherGotra && label('gotras', member.motherGotra)],
            [t`Manglik`, member.manglik && label('manglik', member.manglik, MANGLIK_LABELS[member.manglik])],
            [t`Rashi`, member.rashi && labels.rashi(member.rashi)],
            [t`Nakshatra`, member.nakshatra && labels.nakshatra(member.nakshatra)],
            [t`Birth time`, member.birthTime],
            [t`Birth place`, labels.place(member.birthPlace)],
          ]}
        />
        {member.isMine ? null : (
          <p className="text-sm text-muted-foreground">
            <Trans>
              Samaj does not compute kundli matching. Birth time and place are shared once an interest is accepted; ask
              the family for the details then.
            </Trans>
          </p>
        )}
      </InfoSection>

      <InfoSection icon={HeartHandshake} title={preferencesTitle}>
        <Facts
          rows={preferenceRows(member.partnerPreferences, i18n, labels)}
          empty={t`No preferences given: open to all.`}
        />
        {member.expectations ? (
          <p className="text-base leading-relaxed break-words whitespace-pre-line">{member.expectations}</p>
        ) : null}
      </InfoSection>

      {member.isMine ? null : <ActionBar profile={member} safetyMenu={safetyMenu} />}
    </div>
  );
}

/** Swipe through the photos; dots show where you are. Without any to show, the initial. */
function PhotoCarousel({ profile }: { profile: MatrimonialProfile }) {
  const { t } = useLingui();
  const name = profile.fullName;
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const images = profile.images.length > 0 ? profile.images : profile.image ? [profile.image] : [];

  if (images.length === 0) {
    return (
      <div className="h-56 w-full">
        <ProfilePhoto image={null} name={profile.fullName} locked={profile.photosLocked} priority />
      </div>
    );
  }
  return (
    <div className="relative" role="region" aria-roledescription="carousel" aria-label={t`Photos of ${name}`}>
      <div
        ref={track}
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          setIndex(Math.round(scrollLeft / Math.max(1, clientWidth)));
        }}
        className="flex aspect-[4/5] max-h-[28rem] w-full snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {images.map((image, position) => {
          const number = position + 1;
          const count = images.length;
          return (
            <div
              key={image}
              className="h-full w-full shrink-0 snap-center"
              role="group"
              aria-roledescription="slide"
              aria-label={t`${number} of ${count}`}
            >
              <ProfilePhoto image={image} name={profile.fullName} priority={position === 0} />
            </div>
          );
        })}
      </div>
      {images.length > 1 ? (
        <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5">
          {images.map((image, position) => {
            const number = position + 1;
            return (
              <button
                key={image}
                type="button"
                aria-label={t`Show photo ${number}`}
                aria-current={position === index || undefined}
                onClick={() =>
                  track.current?.scrollTo({ left: position * track.current.clientWidth, behavior: scrollBehavior() })
                }
                className="grid size-6 place-items-center"
              >
                <span
                  className={cn(
                    'block size-2 rounded-full bg-white/60 shadow transition-all',
                    position === index && 'w-5 bg-white',
                  )}
                />
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

/** Label and value rows; empty values are left out. */
function Facts({ rows, empty }: { rows: [string, string | null | undefined][]; empty?: string }) {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (shown.length === 0) return empty ? <p className="text-base text-muted-foreground">{empty}</p> : null;
  return (
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2 text-base">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Stuck above the phone's bottom bar: the next step with this member, and Block and Report in a menu. */
function ActionBar({
  profile,
  safetyMenu,
}: {
  profile: MatrimonialProfile;
  safetyMenu: ProfilePageProps['safetyMenu'];
}) {
  const { i18n } = useLingui();
  const interest = profile.interest;
  const view = interestViewOf(interest);

  return (
    <div className="sticky bottom-[var(--frame-bottom,0px)] z-20 -mx-4 border-t border-border bg-background px-4 py-3 shadow-[0_-6px_16px_-10px_rgb(0_0_0/0.18)] md:mx-0 md:rounded-2xl md:border md:bg-card">
      {/*
        One row while the interest buttons fit in 11rem beside Save and the menu (which stay together); longer words
        (Hindi's "अस्वीकार करें") take a row of their own rather than squeezing a button.
      */}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <div className="flex flex-[1_1_11rem] gap-2">
          {view === 'received' && interest ? (
            <AnswerInterestButtons interestId={interest.id} senderName={profile.fullName} />
          ) : profile.notSuggested && !interest ? (
            <p className="flex-1 text-sm text-muted-foreground">{i18n._(GOTRA_EXCLUSION_TEXT[profile.notSuggested])}</p>
          ) : (
            <InterestAction profile={profile} className="flex-1" />
          )}
          {view === 'sent' && interest ? <WithdrawInterestButton interestId={interest.id} /> : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <SaveProfileButton profile={profile} className="px-4" />
          {safetyMenu?.(profile)}
        </div>
      </div>
    </div>
  );
}

function ProfilePageSkeleton() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label={t`Loading profile`}>
      <Card className="overflow-hidden">
        <Skeleton className="aspect-[4/5] max-h-[28rem] w-full rounded-none" />
        <div className="flex flex-col gap-3 p-5">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-3/5" />
        </div>
      </Card>
      {[0, 1].map((index) => (
        <Card key={index} className="flex flex-col gap-3 p-5">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </Card>
      ))}
    </div>
  );
}
