import type { ChatSummary } from '@samaj/shared/chat';
import { MessageCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PersonSkeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useChats } from '../api/get-chats';
import { useTypingChats } from '../stores/typing-store';
import { formatInboxTime } from '../utils/format';
import { MessageTicks } from './message-ticks';
import { VerifiedBadge } from '@/components/verified-badge';

/** The inbox: one row per chat, newest first, live (new messages, ticks, typing, online dots). */
export function ChatInbox({ meId }: { meId: string }) {
  const { t } = useLingui();
  const chats = useChats();
  const typing = useTypingChats();

  if (chats.isPending) return <InboxSkeleton />;
  if (chats.isError) {
    return (
      <ErrorState
        error={chats.error}
        onRetry={() => void chats.refetch()}
        retrying={chats.isFetching}
        title={t`Could not load your chats`}
        compact
        className="rounded-2xl border border-border bg-card p-4"
      />
    );
  }
  if (chats.data.length === 0) {
    return (
      <EmptyState
        icon={MessageCircle}
        title={t`No conversations yet`}
        description={t`Open a member's profile and tap Message, or find someone in Community.`}
        action={
          <Button asChild variant="outline" size="sm">
            <Link to="/community">
              <Trans>Find members</Trans>
            </Link>
          </Button>
        }
        className="rounded-2xl border border-border bg-card md:border-0 md:bg-transparent"
      />
    );
  }
  return (
    <ul
      aria-label={t`Chats`}
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card md:rounded-xl"
    >
      {chats.data.map((chat) => (
        <li key={chat.chatId} className="border-b border-border last:border-b-0">
          <InboxRow chat={chat} meId={meId} typing={typing.has(chat.chatId)} />
        </li>
      ))}
    </ul>
  );
}

function InboxRow({ chat, meId, typing }: { chat: ChatSummary; meId: string; typing: boolean }) {
  const { t } = useLingui();
  const unread = chat.unreadCount > 0;
  const mine = chat.lastMessageSenderId === meId;
  const name = chat.user.fullName || t`Member`;
  return (
    <NavLink
      to={`/chat/${chat.chatId}`}
      className={({ isActive }) =>
        cn(
          'flex min-h-18 items-center gap-3 px-4 py-3 transition-colors hover:bg-muted/60',
          isActive && 'bg-primary-soft/60',
        )
      }
    >
      <Avatar src={chat.user.image} name={chat.user.fullName} size="md" online={chat.user.isOnline} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline gap-2">
          <span className={cn('flex min-w-0 flex-1 items-center text-base', unread ? 'font-bold' : 'font-semibold')}>
            <span className="truncate">{name}</span>
            <VerifiedBadge verified={chat.user.isVerified} />
          </span>
          {chat.lastMessageTime ? (
            <time
              dateTime={chat.lastMessageTime}
              className={cn('shrink-0 text-xs', unread ? 'font-semibold text-primary' : 'text-muted-foreground')}
            >
              {formatInboxTime(chat.lastMessageTime)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center gap-2">
          <span
            className={cn(
              'flex min-w-0 flex-1 items-center gap-1 text-sm',
              typing ? 'font-medium text-primary' : unread ? 'font-medium text-foreground' : 'text-muted-foreground',
            )}
          >
            {typing ? (
              <Trans>typing…</Trans>
            ) : (
              <>
                {mine ? <MessageTicks message={{ isRead: chat.lastMessageIsRead }} className="shrink-0" /> : null}
                <span className="truncate">
                  {mine ? t`You: ` : ''}
                  {chat.lastMessage}
                </span>
              </>
            )}
          </span>
          {unread ? (
            <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground">
              {chat.unreadCount > 99 ? '99+' : chat.unreadCount}
              <span className="sr-only">
                {' '}
                <Trans>unread</Trans>
              </span>
            </span>
          ) : null}
        </span>
      </span>
    </NavLink>
  );
}

function InboxSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy aria-label={t`Loading chats`} className="flex flex-col rounded-2xl border border-border bg-card">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3 border-b border-border px-4 py-3 last:border-b-0">
          <PersonSkeleton />
        </div>
      ))}
    </div>
  );
}
