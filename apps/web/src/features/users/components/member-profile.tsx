import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  BriefcaseBusiness,
  GraduationCap,
  HandHeart,
  Languages,
  MapPin,
  MessageCircle,
  Phone,
  Sparkles,
} from 'lucide-react';
import { Link } from 'react-router';
import type { PublicProfile } from '@samaj/shared/profile';
import { InfoSection, type InfoSectionProps } from '@/components/info-section';
import { OwnProfileNotice } from '@/components/own-profile-notice';
import { ProfileLoadError } from '@/components/profile-load-error';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { formatPhone } from '@/lib/phone';
import { useMemberProfile } from '../api/get-member-profile';
import { placeOf, type ReferenceLabel } from '../utils/place';
import { profileTabHref } from '../utils/profile-tabs';
import { ProfileBanner } from './profile-banner';
import { MemberProfileSkeleton } from './profile-skeleton';
import { VerifiedBadge } from '@/components/verified-badge';

needReferenceLabels();

export interface MemberProfileProps {
  id: string;
  /** The member is looking at their own profile: say so, and offer the editor. */
  isOwnProfile?: boolean;
  /** More actions from other features (composed in app/), under the main one: e.g. Block and Report. */
  actions?: (member: PublicProfile) => ReactNode;
}

const genderLabels = { MALE: msg`Male`, FEMALE: msg`Female`, OTHER: msg`Other` } as const;

/** Another member's profile: only what the API returns, which is only what they allow. */
export function MemberProfile({ id, isOwnProfile, actions }: MemberProfileProps) {
  const { t, i18n } = useLingui();
  const { label } = useReferenceLabels();
  const profile = useMemberProfile(id);

  if (profile.isPending) return <MemberProfileSkeleton />;
  if (profile.isError) {
    return (
      <ProfileLoadError
        query={profile}
        unavailableStatuses={[400, 403, 404]}
        description={t`The member may have left Samaj, or the link is not complete. Try finding them by name.`}
        back={{ to: '/', label: t`Back to home` }}
      />
    );
  }

  const member = profile.data;
  const place = placeOf(member.currentLocation, label);
  const age = member.age;
  const facts = [age !== null ? t`${age} years` : null, member.gender ? i18n._(genderLabels[member.gender]) : null]
    .filter(Boolean)
    .join(' · ');
  const work = member.currentJobRole ?? (member.profession ? label('occupations', member.profession) : null);

  return (
    <div className="flex flex-col gap-4">
      {isOwnProfile ? (
        <OwnProfileNotice editHref={profileTabHref('personaldetails')} editLabel={t`Edit profile`}>
          <Trans>This is how other members see your profile.</Trans>
        </OwnProfileNotice>
      ) : null}

      <Card className="overflow-hidden">
        <ProfileBanner />
        <div className="relative -mt-12 flex flex-col items-center gap-3 px-5 pb-5 text-center sm:px-6">
          <span className="rounded-full ring-4 ring-card">
            <Avatar src={member.image} name={member.fullName} size="xl" />
          </span>
          <div className="flex min-w-0 flex-col items-center gap-1">
            <h1 className="text-2xl font-bold tracking-tight break-words">
              {member.fullName || t`Member`}
              <VerifiedBadge verified={member.isVerified} />
            </h1>
            {facts ? <p className="text-base text-muted-foreground">{facts}</p> : null}
            {work ? <p className="text-base font-medium">{work}</p> : null}
            {place ? (
              <p className="flex items-center gap-1.5 text-base text-muted-foreground">
                <MapPin className="size-4 shrink-0" aria-hidden />
                {place}
              </p>
            ) : null}
          </div>
          {isOwnProfile ? null : (
            <div className="flex w-full max-w-xs flex-col items-center gap-1.5 pt-1">
              <Button className="w-full" asChild>
                <Link to={`/chat/new/${member.id}`}>
                  <MessageCircle aria-hidden />
                  <Trans context="Button: write to this member">Message</Trans>
                </Link>
              </Button>
              {actions?.(member)}
            </div>
          )}
        </div>
      </Card>

      {member.bioData ? (
        <ProfileSection icon={Sparkles} title={t`About`}>
          <p className="text-base leading-relaxed break-words whitespace-pre-line">{member.bioData}</p>
        </ProfileSection>
      ) : null}

      <ProfileSection icon={Phone} title={t`Contact`}>
        {member.phoneNumber ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-base font-medium tabular-nums" data-testid="member-phone">
              {formatPhone(member.phoneNumber)}
            </p>
            <Button asChild variant="outline" size="sm" className="min-h-11">
              <a href={`tel:${member.phoneNumber}`}>
                <Phone aria-hidden />
                <Trans>Call</Trans>
              </a>
            </Button>
          </div>
        ) : (
          <p className="text-base text-muted-foreground">
            {isOwnProfile ? (
              <Trans>Your phone number is private.</Trans>
            ) : (
              <Trans>This member keeps their phone number private.</Trans>
            )}
          </p>
        )}
      </ProfileSection>

      <EducationAndWork member={member} label={label} />

      {member.languages.length > 0 || member.skills.length > 0 ? (
        <ProfileSection icon={Languages} title={t`Languages and skills`}>
          <ChipRow label={t`Languages`} items={member.languages.map((item) => label('languages', item))} />
          <ChipRow label={t`Skills`} items={member.skills.map((item) => label('skills', item))} />
        </ProfileSection>
      ) : null}

      {member.canHelpOut.length > 0 || member.canSeekHelp.length > 0 ? (
        <ProfileSection icon={HandHeart} title={t`Help`}>
          <ChipRow label={t`Can help with`} items={member.canHelpOut.map((item) => label('helpKeywords', item))} />
          <ChipRow
            label={t`Looking for help with`}
            items={member.canSeekHelp.map((item) => label('helpKeywords', item))}
          />
        </ProfileSection>
      ) : null}

      {member.achievements.length > 0 || member.hobbies.length > 0 ? (
        <ProfileSection icon={Sparkles} title={t`Achievements and hobbies`}>
          <ChipRow label={t`Achievements`} items={member.achievements} />
          <ChipRow label={t`Hobbies`} items={member.hobbies} />
        </ProfileSection>
      ) : null}
    </div>
  );
}

function EducationAndWork({ member, label }: { member: PublicProfile; label: ReferenceLabel }) {
  const { t } = useLingui();
  const degree = [member.educationDegree ? label('degrees', member.educationDegree) : null, member.specializedDegree]
    .filter(Boolean)
    .join(', ');
  const college = [member.university, member.passingYear].filter(Boolean).join(', ');
  const rows: [string, ReactNode][] = [];
  if (degree) rows.push([t`Education`, degree]);
  if (college) rows.push([t`University`, college]);
  if (member.profession) rows.push([t`Profession`, label('occupations', member.profession)]);
  if (member.currentJobRole) rows.push([t`Job`, member.currentJobRole]);
  if (rows.length === 0 && member.industries.length === 0) return null;

  return (
    <ProfileSection icon={member.educationDegree ? GraduationCap : BriefcaseBusiness} title={t`Education and work`}>
      {rows.length > 0 ? (
        <dl className="flex flex-col gap-3">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-base font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ChipRow
        label={t`Industries`}
        items={[
          ...member.industries.map((item) => label('industries', item)),
          ...member.subIndustries.map((item) => label('subIndustries', item)),
        ]}
      />
    </ProfileSection>
  );
}

/** This page's sections: roomier than the marriage profile's, with a smaller icon. */
function ProfileSection(props: Omit<InfoSectionProps, 'className' | 'iconClassName'>) {
  return <InfoSection {...props} className="gap-4 sm:p-6" iconClassName="size-4.5" />;
}

function ChipRow({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm text-muted-foreground">{label}</h3>
      <ul className="flex flex-wrap gap-2" aria-label={label}>
        {items.map((item) => (
          <li
            key={item}
            className="max-w-full rounded-full bg-muted px-3 py-1.5 text-sm font-medium break-words text-foreground"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
