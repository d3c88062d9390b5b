import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { ErrorState, retryOf } from '@/components/ui/error-state';
import { PersonSkeleton } from '@/components/ui/skeleton';
import { useRecentChats } from '../api/get-recent-chats';
import { shortTime } from '../utils/time';
import { DashboardSection } from './dashboard-section';
import { EmptyNote } from './empty-note';
import { VerifiedBadge } from '@/components/verified-badge';

/** The member's latest conversations (avatar, name, last line, time), each opening its chat. */
export function RecentChatsCard() {
  const { t } = useLingui();
  const chats = useRecentChats();

  return (
    <DashboardSection id="recent-chats" title={t`Recent chats`} to="/chat" linkLabel={t`All chats`}>
      <Card className="overflow-hidden">
        {chats.isPending ? (
          <ul role="status" aria-label={t`Loading recent chats`}>
            {[0, 1, 2].map((row) => (
              <li key={row} className="flex items-center gap-3 border-b border-border px-4 py-3 last:border-b-0">
                <PersonSkeleton />
              </li>
            ))}
          </ul>
        ) : chats.isError ? (
          <div className="p-5">
            <ErrorState compact {...retryOf(chats)} title={t`Could not load your chats`} />
          </div>
        ) : chats.data.length === 0 ? (
          <EmptyNote icon={MessageCircle}>
            <Trans>No chats yet. Open a member&apos;s profile and tap Message to start one.</Trans>
          </EmptyNote>
        ) : (
          <ul aria-label={t`Recent chats`}>
            {chats.data.map((chat) => (
              <li key={chat.chatId} className="border-b border-border last:border-b-0">
                <Link
                  to={`/chat/${chat.chatId}`}
                  className="flex min-h-16 items-center gap-3 px-4 py-3 transition-colors hover:bg-muted/60"
                >
                  <Avatar src={chat.otherUser.image} name={chat.otherUser.fullName} size="md" />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="flex items-baseline gap-2">
                      <span className="flex min-w-0 flex-1 items-center text-base font-semibold">
                        <span className="truncate">{chat.otherUser.fullName || t`Member`}</span>
                        <VerifiedBadge verified={chat.otherUser.isVerified} />
                      </span>
                      {chat.lastMessageTime ? (
                        <time dateTime={chat.lastMessageTime} className="shrink-0 text-xs text-muted-foreground">
                          {shortTime(chat.lastMessageTime)}
                        </time>
                      ) : null}
                    </span>
                    <span className="truncate text-sm text-muted-foreground">{chat.lastMessage}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </DashboardSection>
  );
}
