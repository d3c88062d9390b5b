import type { Block } from '@samaj/shared/safety';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { formatDate } from '@/lib/i18n/format';
import { serverMessage } from '@/lib/server-field-errors';
import { useBlockedMembers } from '../api/get-blocked-members';
import { useUnblockMember } from '../api/unblock-member';

/** Settings: the members I blocked, 10 at a time, each with Unblock. */
export function BlockedMembersCard() {
  const { t } = useLingui();
  const blocked = useBlockedMembers();
  const rows = blocked.data?.pages.flatMap((page) => page.blockedUsers) ?? [];
  const total = blocked.data?.pages[0]?.total ?? 0;

  return (
    <Card aria-labelledby="blocked-members-title">
      <CardHeader>
        <CardTitle id="blocked-members-title">
          <Trans>Blocked members</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>You and they do not see each other anywhere in Samaj. Unblocking lets you see each other again.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {blocked.isPending ? (
          <ul className="flex flex-col gap-3" aria-busy="true" aria-label={t`Loading blocked members`}>
            {[0, 1].map((index) => (
              <li key={index} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <Skeleton className="h-5 flex-1" />
                <Skeleton className="h-10 w-24" />
              </li>
            ))}
          </ul>
        ) : blocked.isError ? (
          <ErrorState
            compact
            error={blocked.error}
            onRetry={() => void blocked.refetch()}
            retrying={blocked.isRefetching}
            title={t`Could not load blocked members`}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={ShieldCheck}
            title={t`You have not blocked anyone`}
            description={t`To block a member, choose Block on their profile, or in the ⋯ menu on their post, card or chat.`}
            className="py-6"
          />
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">{plural(total, { one: '# member', other: '# members' })}</p>
            <ul className="flex flex-col divide-y divide-border">
              {rows.map((block) => (
                <BlockedRow key={block.id} block={block} />
              ))}
            </ul>
            <ShowMoreButton query={blocked} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function BlockedRow({ block }: { block: Block }) {
  const { t } = useLingui();
  const unblock = useUnblockMember();
  const name = block.user.fullName || t`Member`;
  const blockedOn = formatDate(block.createdAt, 'dayMonthYear');

  async function lift() {
    try {
      await unblock.mutateAsync(block.blockedId);
      toast({ title: t`Operation Succeed!`, description: t`${name} is unblocked.` });
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <li className="flex items-center gap-3 py-3" aria-label={name}>
      <Avatar src={block.user.image} name={name} size="md" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-base font-semibold">{name}</span>
        <span className="text-sm text-muted-foreground">
          <Trans>Blocked {blockedOn}</Trans>
        </span>
        {block.reason ? <span className="text-sm break-words text-muted-foreground">“{block.reason}”</span> : null}
      </div>
      <Button variant="outline" size="sm" className="min-h-11" onClick={() => void lift()} loading={unblock.isPending}>
        <Trans>Unblock</Trans>
      </Button>
    </li>
  );
}
