import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatMessage } from '@samaj/shared/chat';
import { SendHorizontal } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { cn } from '@/lib/utils';
import { useManagedChat, useManagedChatRealtime, useSendManagedMessage } from '../api/managed-chat';
import { timeAgo } from '../utils/format';
import { ManagingBanner, useManagedOwner } from './managing-banner';
import { NotManaged } from './managing-page';

/**
 * /matrimonial/family/{ownerId}/chat/{memberId}: a co-manager writes to a family whose interest was accepted, for the
 * owner. Their messages carry the co-manager's name ("Rahul's family (Sunita)" on the other side).
 */
export function ManagedChatPage({ ownerId, memberId }: { ownerId: string; memberId: string }) {
  const { t } = useLingui();
  const { owner, isPending } = useManagedOwner(ownerId);
  const chat = useManagedChat(ownerId, memberId);
  useManagedChatRealtime(ownerId, memberId);
  const send = useSendManagedMessage(ownerId, memberId);
  const [draft, setDraft] = useState('');

  if (isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (!owner) return <NotManaged />;
  const ownerName = owner.fullName;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await send.mutateAsync(draft.trim());
      setDraft('');
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <ManagingBanner name={owner.fullName} backTo={`/matrimonial/family/${ownerId}`} />
      {chat.isPending ? (
        <Skeleton className="h-60 w-full rounded-2xl" />
      ) : chat.isError ? (
        <Card>
          <ErrorState
            error={chat.error}
            onRetry={() => void chat.refetch()}
            retrying={chat.isRefetching}
            title={t`Could not load the chat`}
          />
        </Card>
      ) : (
        <Card className="flex flex-col gap-3 p-4">
          <div className="flex items-center gap-3">
            <Avatar src={chat.data.member.image} name={chat.data.member.fullName ?? ''} size="md" />
            <h1 className="min-w-0 text-lg font-semibold break-words">{chat.data.member.fullName}</h1>
          </div>
          <ol className="flex flex-col-reverse gap-2" aria-label={t`Messages`}>
            {chat.data.messages.map((message) => (
              <ManagedMessage
                key={message.id}
                message={message}
                mine={message.senderId === ownerId}
                ownerName={owner.fullName}
                memberName={chat.data.member.fullName ?? ''}
              />
            ))}
          </ol>
          {chat.data.messages.length === 0 ? (
            <p className="text-base text-muted-foreground">
              <Trans>No messages yet. Write the first one for {ownerName}.</Trans>
            </p>
          ) : null}
        </Card>
      )}
      <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2">
        <Textarea
          aria-label={t`Message`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          rows={2}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={send.isPending} disabled={draft.trim() === ''} aria-label={t`Send`}>
          <SendHorizontal aria-hidden />
        </Button>
      </form>
    </div>
  );
}

function ManagedMessage({
  message,
  mine,
  ownerName,
  memberName,
}: {
  message: ChatMessage;
  mine: boolean;
  ownerName: string;
  memberName: string;
}) {
  const { i18n } = useLingui();
  const manager = message.sentByManager?.fullName;
  const who = mine ? ownerName : memberName;
  const when = timeAgo(message.createdAt, i18n);
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-base break-words whitespace-pre-wrap',
          mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md border border-border bg-card',
        )}
      >
        {manager ? (
          <p className={cn('text-xs font-semibold', mine ? 'text-primary-foreground/85' : 'text-primary')}>
            <Trans>
              {who}'s family ({manager})
            </Trans>
          </p>
        ) : null}
        {message.content}
      </div>
      <span className="px-1 text-xs text-muted-foreground">{when}</span>
    </li>
  );
}
