import { Outlet, useMatch } from 'react-router';
import { useAuthState } from '@/features/auth/stores/auth-store';
import { ChatInbox } from '@/features/chat/components/chat-inbox';
import { cn } from '@/lib/utils';
import { Trans } from '@lingui/react/macro';

/**
 * /chat and its conversations. Phone: the inbox, with a placeholder under it; a conversation takes the whole
 * screen. Tablet and up: the inbox on the left, the open conversation (or the placeholder) on the right.
 */
export function Component() {
  const { user } = useAuthState();
  const conversation = useMatch('/chat/:chatId');
  const newConversation = useMatch('/chat/new/:userId');
  const inConversation = conversation !== null || newConversation !== null;

  return (
    <div className="flex flex-col gap-5 md:fixed md:inset-x-0 md:top-16 md:bottom-0 md:left-64 md:grid md:grid-cols-[minmax(17rem,22rem)_1fr] md:gap-0">
      <section
        aria-labelledby="chat-heading"
        className={cn(
          'flex flex-col gap-4 md:min-h-0 md:overflow-y-auto md:border-r md:border-border md:bg-card/40 md:p-4',
          inConversation && 'hidden md:flex',
        )}
      >
        <h1 id="chat-heading" className="text-2xl font-bold tracking-tight">
          <Trans>Chat</Trans>
        </h1>
        {user ? <ChatInbox meId={user.id} /> : null}
      </section>
      <div className="md:min-h-0">
        <Outlet />
      </div>
    </div>
  );
}
