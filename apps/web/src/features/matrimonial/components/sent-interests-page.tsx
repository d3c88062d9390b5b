import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@samaj/shared/constants';
import type { Interest } from '@samaj/shared/matrimonial';
import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { serverMessage } from '@/lib/server-field-errors';
import { useInterests } from '../api/get-interests';
import { useWithdrawInterest } from '../api/withdraw-interest';
import { MatrimonialNav } from './matrimonial-nav';

const OPEN = ['PENDING', 'ACCEPTED'] as const;

export interface SentInterestsPageProps {
  profileHref: (id: string) => string;
}

/** /matrimonial/sent-interests: the interests I sent that I can still withdraw, 8 at a time. */
export function SentInterestsPage({ profileHref }: SentInterestsPageProps) {
  const sent = useInterests('sent', { statuses: OPEN, limit: PAGE_SIZE.sentInterestsScreen });
  const rows = sent.data?.pages.flatMap((page) => page.interests) ?? [];

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>Your send Requests</Trans>
      </h1>
      <MatrimonialNav />
      {sent.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <p className="text-base text-muted-foreground">
            <Trans>Loading...</Trans>
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {[0, 1, 2, 3].map((index) => (
              <li key={index}>
                <Card className="flex flex-col items-center gap-3 p-4" aria-hidden>
                  <Skeleton className="h-4 w-4/5" />
                  <Skeleton className="size-16 rounded-full" />
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-10 w-full" />
                </Card>
              </li>
            ))}
          </ul>
        </div>
      ) : sent.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <p className="text-lg font-semibold">
            <Trans>Something went wrong while fetching Data!</Trans>
          </p>
          <Button variant="outline" onClick={() => void sent.refetch()} loading={sent.isRefetching}>
            {sent.isRefetching ? null : <RotateCw aria-hidden />}
            <Trans>Try again</Trans>
          </Button>
        </Card>
      ) : rows.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
          <p className="text-lg font-semibold">
            <Trans>You didn't sent any interest yet! Try connecting with users!!!</Trans>
          </p>
          <Button asChild variant="outline">
            <Link to="/matrimonial">
              <Trans>See your matches</Trans>
            </Link>
          </Button>
        </Card>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {rows.map((interest) => (
              <li key={interest.id}>
                <SentRequestCard interest={interest} profileHref={profileHref} />
              </li>
            ))}
          </ul>
          <ShowMoreButton query={sent} />
        </>
      )}
    </div>
  );
}

function SentRequestCard({ interest, profileHref }: { interest: Interest; profileHref: (id: string) => string }) {
  const receiver = interest.receiver ?? { id: interest.receiverId, fullName: '', image: null };
  const { t } = useLingui();
  const withdraw = useWithdrawInterest();
  const name = receiver.fullName;

  async function takeBack() {
    try {
      await withdraw.mutateAsync(interest.id);
      toast({ title: t`Operation Succeed!`, description: t`Your interest in ${name} is withdrawn.` });
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Card
      role="article"
      aria-label={receiver.fullName}
      className="flex h-full flex-col items-center gap-3 p-4 text-center"
    >
      <h2 className="text-sm font-semibold text-muted-foreground">
        <Trans>Withdraw your sent request</Trans>
      </h2>
      <Link to={profileHref(receiver.id)} className="flex flex-col items-center gap-2 rounded-xl hover:text-primary">
        <Avatar src={receiver.image} name={receiver.fullName} size="lg" />
        <span className="text-base font-semibold break-words">{receiver.fullName}</span>
      </Link>
      <span
        className={
          interest.status === 'ACCEPTED'
            ? 'rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success'
            : 'rounded-full bg-warning-soft px-2.5 py-0.5 text-xs font-semibold text-warning'
        }
      >
        {interest.status === 'ACCEPTED' ? <Trans>Accepted</Trans> : <Trans>Waiting</Trans>}
      </span>
      <Button
        variant="outline"
        size="sm"
        className="mt-auto min-h-11 w-full"
        onClick={() => void takeBack()}
        loading={withdraw.isPending}
      >
        <Trans>Withdraw</Trans>
      </Button>
    </Card>
  );
}
