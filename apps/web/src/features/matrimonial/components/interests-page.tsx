import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Interest, InterestStatus } from '@samaj/shared/matrimonial';
import { HeartHandshake, Inbox, LockKeyhole, MessageCircle, Send } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { type InterestDirection, useInterests } from '../api/get-interests';
import { timeAgo } from '../utils/format';
import { FamilyNote } from './family-note';
import { AnswerInterestButtons, WithdrawInterestButton } from './interest-responses';
import { MatrimonialNav } from './matrimonial-nav';
import { PhotoRequestsList } from './photo-requests-list';

const STATUS_STYLES: Record<InterestStatus, string> = {
  PENDING: 'bg-warning-soft text-warning',
  ACCEPTED: 'bg-success-soft text-success',
  DECLINED: 'bg-muted text-muted-foreground',
};
const STATUS_TEXT: Record<InterestDirection, Record<InterestStatus, MessageDescriptor>> = {
  received: { PENDING: msg`Waiting for you`, ACCEPTED: msg`Connected`, DECLINED: msg`You declined` },
  sent: { PENDING: msg`Waiting for an answer`, ACCEPTED: msg`Accepted`, DECLINED: msg`Not accepted` },
};

export interface InterestsPageProps {
  profileHref: (id: string) => string;
}

/** /matrimonial/interest: interests received (accept or decline) and sent (withdraw). */
export function InterestsPage({ profileHref }: InterestsPageProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: InterestDirection | 'photos' = requested === 'sent' || requested === 'photos' ? requested : 'received';
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Interests</Trans>
        </h1>
        <p className="text-base text-muted-foreground">
          <Trans>Answer the interests you received, follow the ones you sent, and decide who sees your photos.</Trans>
        </p>
      </div>
      <MatrimonialNav />
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === 'received' ? {} : { tab: next }, { replace: true })}
        className="flex flex-col gap-4"
      >
        <TabsList aria-label={t`Interests`}>
          <TabsTrigger value="received">
            <Inbox aria-hidden />
            <Trans>Received</Trans>
          </TabsTrigger>
          <TabsTrigger value="sent">
            <Send aria-hidden />
            <Trans context="Tab: the interests I sent">Sent</Trans>
          </TabsTrigger>
          <TabsTrigger value="photos">
            <LockKeyhole aria-hidden />
            <Trans context="Tab: requests to see my photos">Photos</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="received">
          <InterestList direction="received" profileHref={profileHref} />
        </TabsContent>
        <TabsContent value="sent">
          <InterestList direction="sent" profileHref={profileHref} />
        </TabsContent>
        <TabsContent value="photos">
          <PhotoRequestsList profileHref={profileHref} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function InterestList({
  direction,
  profileHref,
}: {
  direction: InterestDirection;
  profileHref: (id: string) => string;
}) {
  const { t } = useLingui();
  const interests = useInterests(direction);
  const rows = interests.data?.pages.flatMap((page) => page.interests) ?? [];

  if (interests.isPending) {
    return (
      <ul className="flex flex-col gap-3" aria-busy="true" aria-label={t`Loading interests`}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Card className="flex gap-3 p-4">
              <Skeleton className="size-16 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-10 w-full" />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  if (interests.isError) {
    return (
      <Card>
        <ErrorState
          error={interests.error}
          onRetry={() => void interests.refetch()}
          retrying={interests.isRefetching}
          title={t`Could not load interests`}
        />
      </Card>
    );
  }
  if (rows.length === 0) {
    return (
      <Card>
        {direction === 'received' ? (
          <EmptyState
            icon={HeartHandshake}
            title={t`No interests yet`}
            description={t`When a family sends you an interest, it shows here. A complete profile with photos gets more.`}
            link={{ to: '/matrimonial', label: t`See your matches` }}
          />
        ) : (
          <EmptyState
            icon={Send}
            title={t`You have not sent any interests`}
            description={t`Send an interest from a profile you like; you will see the answer here.`}
            link={{ to: '/matrimonial', label: t`See your matches` }}
          />
        )}
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {rows.map((interest) => (
          <li key={interest.id}>
            <InterestCard interest={interest} direction={direction} profileHref={profileHref} />
          </li>
        ))}
      </ul>
      <ShowMoreButton query={interests} />
    </div>
  );
}

/** One interest with its answers; `actingFor`: answered for a family member whose profile I manage. */
export function InterestCard({
  interest,
  direction,
  profileHref,
  actingFor,
}: {
  interest: Interest;
  direction: InterestDirection;
  profileHref: (id: string) => string;
  actingFor?: string;
}) {
  const { t, i18n } = useLingui();
  const when = timeAgo(interest.createdAt, i18n);
  const other = (direction === 'received' ? interest.sender : interest.receiver) ?? {
    id: direction === 'received' ? interest.senderId : interest.receiverId,
    fullName: t`Member`,
    image: null,
  };

  return (
    <Card role="article" aria-label={other.fullName} className="flex flex-col gap-3 p-4">
      <div className="flex gap-3">
        <Link to={profileHref(other.id)} tabIndex={-1} aria-hidden className="shrink-0">
          <Avatar src={other.image} name={other.fullName} size="lg" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 className="text-lg leading-snug font-semibold">
              <Link to={profileHref(other.id)} className="break-words hover:text-primary hover:underline">
                {other.fullName}
              </Link>
            </h2>
            <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLES[interest.status])}>
              {i18n._(STATUS_TEXT[direction][interest.status])}
            </span>
          </div>
          <p className="text-sm text-muted-foreground">
            {direction === 'received' ? (
              <Trans>Sent you an interest {when}</Trans>
            ) : (
              <Trans>You sent an interest {when}</Trans>
            )}
          </p>
          <FamilyNote interest={interest} direction={direction} otherName={other.fullName} />
          {interest.message ? (
            <blockquote className="mt-1 rounded-xl bg-muted px-3 py-2 text-base break-words">
              {interest.message}
            </blockquote>
          ) : null}
        </div>
      </div>
      <div className="flex gap-2">
        {direction === 'received' && interest.status === 'PENDING' ? (
          <AnswerInterestButtons interestId={interest.id} senderName={other.fullName} actingFor={actingFor} />
        ) : null}
        {interest.status === 'ACCEPTED' ? (
          <Button asChild className="flex-1">
            <Link to={actingFor ? `/matrimonial/family/${actingFor}/chat/${other.id}` : `/chat/new/${other.id}`}>
              <MessageCircle aria-hidden />
              <Trans context="Button: write to this member">Message</Trans>
            </Link>
          </Button>
        ) : null}
        {direction === 'sent' && interest.status !== 'DECLINED' && !actingFor ? (
          <WithdrawInterestButton interestId={interest.id} className="flex-1" />
        ) : null}
      </div>
    </Card>
  );
}
