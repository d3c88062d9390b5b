import { Trans, useLingui } from '@lingui/react/macro';
import { HeartHandshake, PencilLine, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useManagedInterests } from '../api/managed-interests';
import { InterestCard } from './interests-page';
import { ManagingBanner, useManagedOwner } from './managing-banner';

export interface ManagingPageProps {
  ownerId: string;
  /** Where a member's name leads (their community profile: a family member may have no marriage profile). */
  profileHref: (id: string) => string;
}

/**
 * /matrimonial/family/{ownerId}: "Managing Rahul's profile": the family member answers and follows Rahul's interests
 * for him (every call carries `X-Acting-For`); a clear banner says whose profile this is and leads back.
 */
export function ManagingPage({ ownerId, profileHref }: ManagingPageProps) {
  const { owner, isPending } = useManagedOwner(ownerId);
  if (isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (!owner) return <NotManaged />;
  const name = owner.fullName;
  return (
    <div className="flex flex-col gap-5">
      <ManagingBanner name={name} />
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>{name}'s interests</Trans>
      </h1>
      <p className="text-base text-muted-foreground">
        <Trans>
          You answer for {name}. The other family sees your name beside each answer, and {name} sees everything you do.
        </Trans>
      </p>
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="text-lg font-semibold">
            <Trans>Marriage profile</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>Details, family, gotra and horoscope: everything but the photos, which stay with {name}.</Trans>
          </p>
        </div>
        <Button asChild variant="outline" className="self-start">
          <Link to={`/matrimonial/family/${ownerId}/profile`}>
            <PencilLine aria-hidden />
            <Trans>Edit profile</Trans>
          </Link>
        </Button>
      </Card>
      <ManagedInterests ownerId={ownerId} direction="received" profileHref={profileHref} />
      <ManagedInterests ownerId={ownerId} direction="sent" profileHref={profileHref} />
    </div>
  );
}

/** Not (or no longer) a co-manager of this profile. */
export function NotManaged() {
  const { t } = useLingui();
  return (
    <Card>
      <EmptyState
        icon={Users}
        title={t`You do not manage this profile`}
        description={t`The member may have removed you, or the invitation is not accepted yet.`}
        link={{ to: '/matrimonial/family', label: t`Back to Family` }}
      />
    </Card>
  );
}

function ManagedInterests({
  ownerId,
  direction,
  profileHref,
}: {
  ownerId: string;
  direction: 'received' | 'sent';
  profileHref: (id: string) => string;
}) {
  const { t } = useLingui();
  const interests = useManagedInterests(ownerId, direction);
  const title = direction === 'received' ? t`Interests received` : t`Interests sent`;
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {interests.isPending ? (
        <Skeleton className="h-32 w-full rounded-2xl" />
      ) : interests.isError ? (
        <Card>
          <ErrorState
            error={interests.error}
            onRetry={() => void interests.refetch()}
            retrying={interests.isRefetching}
            title={t`Could not load interests`}
          />
        </Card>
      ) : interests.data.interests.length === 0 ? (
        <Card>
          <EmptyState icon={HeartHandshake} title={t`No interests yet`} />
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {interests.data.interests.map((interest) => (
            <li key={interest.id}>
              <InterestCard interest={interest} direction={direction} profileHref={profileHref} actingFor={ownerId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
