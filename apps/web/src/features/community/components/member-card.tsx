import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { CommunityType } from '@samaj/shared/community';
import type { UserCard } from '@samaj/shared/profile';
import type { HindiReferenceList } from '@samaj/shared/reference/hindi';
import { Briefcase, Check, EyeOff, GraduationCap, MapPin, MessageCircle, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { cn } from '@/lib/utils';
import { matchingKeywords } from '../stores/filters';
import { VerifiedBadge } from '@/components/verified-badge';

needReferenceLabels();

const VISIBLE_KEYWORDS = 5;

const keywordsLabel: Record<CommunityType, MessageDescriptor> = {
  helpers: msg`Can help with`,
  seekers: msg`Looking for help with`,
};

/** A reference value as the reader sees it (useReferenceLabels' `label`): Hindi for a Hindi reader. */
export type ReferenceLabel = (list: HindiReferenceList, value: string) => string;

const asIs: ReferenceLabel = (_list, value) => value;

export function placeOf(user: Pick<UserCard, 'currentLocation'>, label: ReferenceLabel = asIs): string | null {
  const location = user.currentLocation;
  if (!location) return null;
  return [
    location.locality ? label('localities', location.locality) : null,
    location.city ? label('cities', location.city) : null,
    location.state ? label('states', location.state) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The member's own job title as written, and the profession from the list in the reader's language. */
export function workOf(
  user: Pick<UserCard, 'profession' | 'currentJobRole'>,
  label: ReferenceLabel = asIs,
): string | null {
  const { profession, currentJobRole } = user;
  if (profession && currentJobRole && currentJobRole.toLowerCase() !== profession.toLowerCase()) {
    return `${currentJobRole} · ${label('occupations', profession)}`;
  }
  return currentJobRole || (profession ? label('occupations', profession) : null);
}

/** Report and Block for a member, composed in app/ (the safety feature's menu). */
export type MemberMenu = (member: { id: string; fullName: string }) => ReactNode;

export interface MemberCardProps {
  user: UserCard;
  type: CommunityType;
  /** Keywords to highlight on the card: the filter's, or the member's own suggestions. */
  highlight: readonly string[];
  shortlisted: boolean;
  onToggleShortlist: () => void;
  onNotInterested: () => void;
  /** The "more" menu in the card's corner. */
  memberMenu?: MemberMenu;
}

/** A helper or seeker: who they are, where they live, what they do, the keywords that matched, and what to do next. */
export function MemberCard({
  user,
  type,
  highlight,
  shortlisted,
  onToggleShortlist,
  onNotInterested,
  memberMenu,
}: MemberCardProps) {
  const { t, i18n } = useLingui();
  const { label } = useReferenceLabels();
  const [showAll, setShowAll] = useState(false);
  const keywords = type === 'helpers' ? user.canHelpOut : user.canSeekHelp;
  const matched = matchingKeywords(keywords, highlight);
  const ordered = [...keywords.filter((keyword) => matched.has(keyword)), ...keywords.filter((k) => !matched.has(k))];
  const visible = showAll ? ordered : ordered.slice(0, VISIBLE_KEYWORDS);
  const hiddenCount = ordered.length - visible.length;
  const place = placeOf(user, label);
  const work = workOf(user, label);
  const profilePath = `/profile/${user.id}`;

  return (
    <Card className="flex flex-col gap-3.5 p-4" aria-label={user.fullName} role="article">
      <div className="flex gap-3.5">
        <Link to={profilePath} tabIndex={-1} aria-hidden className="shrink-0">
          <Avatar src={user.image} name={user.fullName} size="lg" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="text-lg leading-snug font-semibold">
            <Link to={profilePath} className="break-words hover:text-primary hover:underline">
              {user.fullName}
            </Link>
            <VerifiedBadge verified={user.isVerified} />
          </h3>
          {work ? <Detail icon={Briefcase}>{work}</Detail> : null}
          {place ? <Detail icon={MapPin}>{place}</Detail> : null}
          {user.educationDegree ? <Detail icon={GraduationCap}>{label('degrees', user.educationDegree)}</Detail> : null}
        </div>
        {memberMenu ? (
          <div className="-mt-1.5 -mr-2 shrink-0 self-start">
            {memberMenu({ id: user.id, fullName: user.fullName })}
          </div>
        ) : null}
      </div>

      {ordered.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-muted-foreground">{i18n._(keywordsLabel[type])}</p>
          <ul className="flex flex-wrap gap-1.5">
            {visible.map((keyword) => {
              const isMatch = matched.has(keyword);
              return (
                <li
                  key={keyword}
                  className={cn(
                    'inline-flex max-w-full items-center gap-1 rounded-full px-3 py-1 text-sm',
                    isMatch
                      ? 'bg-primary-soft font-semibold text-primary-soft-foreground ring-1 ring-primary/25'
                      : 'bg-muted text-muted-foreground',
                  )}
                >
                  {isMatch ? <Check className="size-3.5 shrink-0" aria-hidden /> : null}
                  <span className="truncate">{label('helpKeywords', keyword)}</span>
                  {isMatch ? (
                    <span className="sr-only">
                      <Trans>(matches)</Trans>
                    </span>
                  ) : null}
                </li>
              );
            })}
            {hiddenCount > 0 ? (
              <li>
                <button
                  type="button"
                  onClick={() => setShowAll(true)}
                  className="inline-flex min-h-8 items-center rounded-full px-2 text-sm font-semibold text-primary hover:underline"
                >
                  <Trans>+{hiddenCount} more</Trans>
                </button>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}

      <div className="-mx-1 grid grid-cols-3 gap-1 border-t border-border pt-2">
        <CardAction
          icon={Star}
          label={shortlisted ? t`Shortlisted` : t`Shortlist`}
          pressed={shortlisted}
          onClick={onToggleShortlist}
          className={shortlisted ? 'text-primary [&_svg]:fill-current' : undefined}
        />
        <Link to={`/chat/new/${user.id}`} className={actionClasses}>
          <MessageCircle className="size-5" aria-hidden />
          <span className="leading-tight">
            <Trans context="Button: write to this member">Message</Trans>
          </span>
        </Link>
        <CardAction icon={EyeOff} label={t`Not interested`} onClick={onNotInterested} />
      </div>
    </Card>
  );
}

function Detail({ icon: Icon, children }: { icon: typeof MapPin; children: string }) {
  return (
    <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

const actionClasses =
  'flex min-h-14 flex-col items-center justify-start gap-1 rounded-xl px-1 py-2 text-sm font-semibold text-foreground transition-colors hover:bg-muted';

interface CardActionProps {
  icon: typeof MapPin;
  label: string;
  onClick: () => void;
  pressed?: boolean;
  className?: string | undefined;
}

function CardAction({ icon: Icon, label, onClick, pressed, className }: CardActionProps) {
  return (
    <button type="button" onClick={onClick} aria-pressed={pressed} className={cn(actionClasses, className)}>
      <Icon className="size-5" aria-hidden />
      <span className="leading-tight">{label}</span>
    </button>
  );
}

export function MemberCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3.5 p-4">
      <div className="flex gap-3.5">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex flex-1 flex-col gap-2 pt-1">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
      <div className="flex gap-1.5">
        <Skeleton className="h-7 w-28 rounded-full" />
        <Skeleton className="h-7 w-24 rounded-full" />
        <Skeleton className="h-7 w-20 rounded-full" />
      </div>
      <Skeleton className="h-12 w-full" />
    </Card>
  );
}
