import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PhotoRequest, PhotoRequestAction, PhotoRequestStatus } from '@samaj/shared/matrimonial';
import { Check, LockKeyhole, type LucideIcon, Undo2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { usePhotoRequests, useRespondToPhotoRequest } from '../api/photo-requests';
import { timeAgo } from '../utils/format';

const WAITING: readonly PhotoRequestStatus[] = ['REQUESTED'];
/** The owner's buttons: Decline and Share photos for a waiting request, Stop sharing for a granted one. */
const ACTIONS: Record<PhotoRequestAction, { icon: LucideIcon; label: MessageDescriptor; primary: boolean }> = {
  DECLINE: { icon: X, label: msg`Decline`, primary: false },
  GRANT: { icon: Check, label: msg`Share photos`, primary: true },
  REVOKE: { icon: Undo2, label: msg`Stop sharing`, primary: false },
};
const SHARED: readonly PhotoRequestStatus[] = ['GRANTED'];

/** Interests → Photos: who asked to see my photos (Share or Decline), and whom I share them with (Stop sharing). */
export function PhotoRequestsList({ profileHref }: { profileHref: (id: string) => string }) {
  const { t } = useLingui();
  const waiting = usePhotoRequests('received', WAITING);
  const shared = usePhotoRequests('received', SHARED);
  const asked = waiting.data?.pages.flatMap((page) => page.requests) ?? [];
  const sharedWith = shared.data?.pages.flatMap((page) => page.requests) ?? [];

  if (waiting.isPending || shared.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label={t`Loading photo requests`}>
        {[0, 1].map((index) => (
          <Card key={index} className="flex items-center gap-3 p-4">
            <Skeleton className="size-12 rounded-full" />
            <Skeleton className="h-5 flex-1" />
          </Card>
        ))}
      </div>
    );
  }
  const failed = waiting.isError ? waiting : shared.isError ? shared : null;
  if (failed) {
    return (
      <Card>
        <ErrorState
          error={failed.error}
          onRetry={() => void failed.refetch()}
          retrying={failed.isRefetching}
          title={t`Could not load photo requests`}
        />
      </Card>
    );
  }
  if (asked.length === 0 && sharedWith.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={LockKeyhole}
          title={t`No photo requests`}
          description={t`When your photos are private, members can ask to see them. Their requests show here, and you decide.`}
        />
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {asked.length > 0 ? (
        <RequestSection title={t`Asked to see your photos`}>
          {asked.map((request) => (
            <RequestCard key={request.id} request={request} profileHref={profileHref} />
          ))}
        </RequestSection>
      ) : null}
      {sharedWith.length > 0 ? (
        <RequestSection title={t`Your photos are shared with`}>
          {sharedWith.map((request) => (
            <RequestCard key={request.id} request={request} profileHref={profileHref} />
          ))}
        </RequestSection>
      ) : null}
      {waiting.hasNextPage || shared.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          loading={waiting.isFetchingNextPage || shared.isFetchingNextPage}
          onClick={() => void Promise.all([waiting.fetchNextPage(), shared.fetchNextPage()])}
        >
          <Trans>Show more</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function RequestSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="flex flex-col gap-3">{children}</ul>
    </section>
  );
}

function RequestCard({ request, profileHref }: { request: PhotoRequest; profileHref: (id: string) => string }) {
  const { t, i18n } = useLingui();
  const respond = useRespondToPhotoRequest();
  const { member } = request;
  const name = member.fullName;
  const when = timeAgo(request.respondedAt ?? request.createdAt, i18n);
  const done: Record<PhotoRequestAction, string> = {
    GRANT: t`${name} can now see your photos.`,
    DECLINE: t`Request declined.`,
    REVOKE: t`${name} can no longer see your photos.`,
  };
  const answer = (action: PhotoRequestAction) =>
    respond.mutate(
      { id: request.id, action },
      {
        onSuccess: () => toast({ title: t`Operation Succeed!`, description: done[action] }),
        onError: (error) =>
          toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' }),
      },
    );
  const busy = (action: PhotoRequestAction) => respond.isPending && respond.variables?.action === action;

  return (
    <li>
      <Card role="article" aria-label={name} className="flex flex-col gap-3 p-4">
        <div className="flex items-center gap-3">
          <Link to={profileHref(member.id)} tabIndex={-1} aria-hidden className="shrink-0">
            <Avatar src={member.image} name={name} size="md" />
          </Link>
          <div className="flex min-w-0 flex-col">
            <Link to={profileHref(member.id)} className="font-semibold break-words hover:text-primary hover:underline">
              {name}
            </Link>
            <p className="text-sm text-muted-foreground">
              {request.status === 'GRANTED' ? <Trans>Shared {when}</Trans> : <Trans>Asked {when}</Trans>}
            </p>
          </div>
        </div>
        <div className="flex gap-2">
          {(request.status === 'GRANTED' ? (['REVOKE'] as const) : (['DECLINE', 'GRANT'] as const)).map((action) => {
            const { icon: Icon, label, primary } = ACTIONS[action];
            return (
              <Button
                key={action}
                variant={primary ? 'primary' : 'outline'}
                className="flex-1"
                loading={busy(action)}
                disabled={respond.isPending}
                onClick={() => answer(action)}
              >
                <Icon aria-hidden />
                {i18n._(label)}
              </Button>
            );
          })}
        </div>
      </Card>
    </li>
  );
}
