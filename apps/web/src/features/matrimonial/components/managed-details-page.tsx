import { Trans, useLingui } from '@lingui/react/macro';
import type { MatrimonialDetails } from '@samaj/shared/matrimonial';
import { CircleCheckBig } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useManagedDetails, useSaveManagedDetails } from '../api/managed-details';
import { useMissingFieldsText } from './details-status-card';
import { DetailsForm, DetailsSkeleton } from './matrimonial-details-tab';
import { ManagingBanner, useManagedOwner } from './managing-banner';
import { NotManaged } from './managing-page';

/**
 * /matrimonial/family/{ownerId}/profile: a family co-manager edits the owner's marriage profile with the form the
 * owner uses (`X-Acting-For`), photos excepted; the owner sees "Sunita edited your marriage profile" in Family.
 */
export function ManagedDetailsPage({ ownerId }: { ownerId: string }) {
  const { t } = useLingui();
  const { owner, isPending } = useManagedOwner(ownerId);
  const details = useManagedDetails(ownerId, { enabled: owner !== undefined });
  const save = useSaveManagedDetails(ownerId);

  if (isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (!owner) return <NotManaged />;
  const name = owner.fullName;
  return (
    <div className="flex flex-col gap-4">
      <ManagingBanner name={name} backTo={`/matrimonial/family/${ownerId}`} />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words">
          <Trans>{name}'s marriage profile</Trans>
        </h1>
        <p className="text-base text-muted-foreground">
          <Trans>You edit it for {name}, who sees in Family that you did.</Trans>
        </p>
      </div>
      {details.isPending ? (
        <DetailsSkeleton />
      ) : details.isError ? (
        <Card>
          <ErrorState
            error={details.error}
            onRetry={() => void details.refetch()}
            retrying={details.isRefetching}
            title={t`Could not load the marriage profile`}
          />
        </Card>
      ) : (
        <DetailsForm
          details={details.data.matrimonialDetails}
          save={save}
          name={name}
          isMatrimonialProfile={details.data.isMatrimonialProfile}
          managing={{ ownerId, ownerName: name }}
          status={
            <ManagedStatusCard
              name={name}
              details={details.data.matrimonialDetails}
              complete={details.data.isMatrimonialProfile}
            />
          }
        />
      )}
    </div>
  );
}

/** Whether the owner's profile is complete, and what is still missing, as their family reads it. */
function ManagedStatusCard({
  name,
  details,
  complete,
}: {
  name: string;
  details: MatrimonialDetails | null;
  complete: boolean;
}) {
  const missing = useMissingFieldsText(details);
  if (complete) {
    return (
      <Card className="flex items-start gap-3 border-success/30 bg-success-soft p-4">
        <CircleCheckBig className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-base font-semibold break-words">
            <Trans>{name}'s marriage profile is complete</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            {details?.isHidden ? (
              <Trans>It is hidden: nobody finds it in matches or search.</Trans>
            ) : (
              <Trans>Members can find it in matches and search.</Trans>
            )}
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-2 border-warning/35 bg-warning-soft p-4">
      <p className="text-base font-semibold break-words">
        <Trans>{name}'s marriage profile is not complete</Trans>
      </p>
      <p className="text-sm">
        {missing ? (
          <Trans>Still needed: {missing}.</Trans>
        ) : (
          <Trans>{name} needs to check their date of birth and gender in their personal details.</Trans>
        )}
      </p>
    </Card>
  );
}
