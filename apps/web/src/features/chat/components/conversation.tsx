import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ChatMember, ChatMessage } from '@samaj/shared/chat';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, HandHeart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineBanner } from '@/components/offline-banner';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { sendTyping, setOpenChat } from '@/lib/realtime';
import { firstNameOf } from '@/lib/utils';
import { flattenMessages, useMessages, type ShownMessage } from '../api/get-messages';
import { chatKeys } from '../api/keys';
import { markChatRead } from '../api/mark-read';
import { useSendMessage, waitsForNetwork } from '../api/send-message';
import { useDocumentVisible } from '../hooks/use-document-visible';
import { useIsTyping } from '../stores/typing-store';
import { applyRead, bumpChat, removeMessage } from '../utils/cache';
import { pendingIdOf } from '../utils/outbox';
import { ConversationHeader } from './conversation-header';
import { MessageComposer } from './message-composer';
import type { MessageMenu } from './message-bubble';
import { MessageList } from './message-list';
import { NewMessageAnnouncer } from './new-message-announcer';

/** Every message up to now: what a successful POST /read covers. */
const EVERYTHING = '9999-12-31T23:59:59.999Z';

export interface ConversationProps {
  /** Null for a chat that does not exist yet (/chat/new/{id}): the first message starts it. */
  chatId: string | null;
  member: ChatMember;
  meId: string;
  /** The first message of a new chat was stored. */
  onStarted?: (message: ChatMessage) => void;
  /** The "more" menu in the header: Report and Block (composed in app/). */
  memberMenu?: (member: { id: string; fullName: string }) => ReactNode;
  /** The menu of a message I received: Report (composed in app/). */
  messageMenu?: MessageMenu;
  /** Set when no more messages can pass (e.g. the member was just blocked): the composer gives way to this note. */
  closedNotice?: ReactNode;
}

export function Conversation({
  chatId,
  member,
  meId,
  onStarted,
  memberMenu,
  messageMenu,
  closedNotice,
}: ConversationProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const messagesQuery = useMessages(chatId);
  const { data, dataUpdatedAt, fetchNextPage, hasNextPage, isFetchingNextPage } = messagesQuery;
  const stored = useMemo(() => flattenMessages(data), [data]);
  const [firstMessage, setFirstMessage] = useState<ShownMessage | null>(null);
  const messages = chatId ? stored : firstMessage ? [firstMessage] : [];
  const typing = useIsTyping(chatId);
  const visible = useDocumentVisible();
  const sendMutation = useSendMessage();
  const [sent, setSent] = useState(0);
  // The server refused a message for good (403: a block either way): say why instead of offering the composer.
  const [refusal, setRefusal] = useState<string | null>(null);
  const closed = closedNotice ?? refusal;

  // While this chat is on screen, a new message here is no notification, and what arrives is read at once.
  useEffect(() => {
    if (!chatId || !visible) return;
    setOpenChat(chatId);
    return () => setOpenChat(null);
  }, [chatId, visible]);

  const hasUnread = stored.some((message) => message.receiverId === meId && !message.isRead);
  const marking = useRef(false);
  useEffect(() => {
    if (!chatId || !visible || !hasUnread || marking.current) return;
    marking.current = true;
    markChatRead(chatId)
      .then(() => applyRead(queryClient, { chatId, readerId: meId, readAt: EVERYTHING }, meId))
      .catch(() => {
        // Offline: the next load (or reconnection) tries again.
      })
      .finally(() => {
        marking.current = false;
      });
  }, [chatId, visible, hasUnread, dataUpdatedAt, meId, queryClient]);

  const send = (content: string) => {
    // One id per message: a resend after a lost answer, or from the next page load, is stored once.
    const clientMessageId = crypto.randomUUID();
    const tempId = pendingIdOf(clientMessageId);
    if (!chatId) {
      setFirstMessage({
        id: tempId,
        chatId: '',
        senderId: meId,
        receiverId: member.id,
        content,
        isRead: false,
        sentByManager: null,
        createdAt: new Date().toISOString(),
        pending: 'sending',
      });
    }
    sendMutation.mutate(
      { chatId, senderId: meId, receiverId: member.id, content, tempId, clientMessageId },
      {
        onSuccess: (message) => {
          bumpChat(queryClient, message, meId, { isOpen: true });
          if (!chatId) {
            queryClient.setQueryData(chatKeys.messages(message.chatId), {
              pages: [{ rows: [message], total: 1 }],
              pageParams: [1],
            });
            queryClient.setQueryData(chatKeys.withMember(member.id), { chatId: message.chatId, user: member });
            onStarted?.(message);
          }
        },
        onError: (error) => {
          if (waitsForNetwork(error, { chatId })) return;
          toast({ variant: 'destructive', title: t`Message not sent`, description: errorMessage(error) });
          if (error instanceof ApiError && error.status === 403) setRefusal(errorMessage(error));
          if (!chatId) setFirstMessage((pending) => (pending ? { ...pending, pending: 'failed' } : pending));
        },
      },
    );
    setSent((count) => count + 1);
  };

  const retry = (message: ShownMessage) => {
    if (chatId) removeMessage(queryClient, chatId, message.id);
    send(message.content);
  };

  const firstName = firstNameOf(member.fullName);

  return (
    <>
      <ConversationHeader
        member={member}
        typing={typing}
        backTo="/chat"
        menu={memberMenu?.({ id: member.id, fullName: member.fullName || t`Member` })}
      />
      {/* On a phone the conversation covers the frame and its banner. */}
      <OfflineBanner className="shrink-0 md:hidden" />
      {chatId && messagesQuery.isPending ? (
        <MessagesSkeleton />
      ) : chatId && messagesQuery.isError && !data ? (
        <div className="flex flex-1 items-center justify-center">
          <ErrorState
            error={messagesQuery.error}
            onRetry={() => void messagesQuery.refetch()}
            retrying={messagesQuery.isFetching}
            title={t`Could not load the messages`}
          />
        </div>
      ) : (
        <MessageList
          messages={messages}
          meId={meId}
          otherName={member.fullName ?? ''}
          hasOlder={hasNextPage}
          loadingOlder={isFetchingNextPage}
          onLoadOlder={() => {
            if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
          }}
          onRetry={retry}
          scrollKey={sent}
          messageMenu={messageMenu}
          footer={typing ? <TypingBubble /> : null}
          empty={
            <div className="my-auto flex flex-col items-center gap-3 px-6 py-10 text-center">
              <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
                <HandHeart className="size-7" aria-hidden />
              </span>
              <p className="text-lg font-semibold">
                {firstName ? <Trans>Say namaste to {firstName}</Trans> : <Trans>Say namaste to them</Trans>}
              </p>
              <p className="max-w-xs text-base text-muted-foreground">
                <Trans>Your messages are seen only by the two of you.</Trans>
              </p>
            </div>
          }
        />
      )}
      <NewMessageAnnouncer
        messages={messages}
        meId={meId}
        senderName={member.fullName || 'Member'}
        loaded={!chatId || !messagesQuery.isPending}
      />
      {closed ? (
        <ClosedNotice>{closed}</ClosedNotice>
      ) : (
        <MessageComposer
          onSend={send}
          onTyping={chatId ? (isTyping) => sendTyping(chatId, isTyping) : undefined}
          placeholder={firstName ? t`Message ${firstName}` : t`Message them`}
        />
      )}
    </>
  );
}

/** In place of the composer when messages can no longer be sent: the history stays readable. */
function ClosedNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex shrink-0 items-start gap-3 border-t border-border bg-muted/60 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-sm text-muted-foreground"
    >
      <Ban className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p className="min-w-0">{children}</p>
    </div>
  );
}

function TypingBubble() {
  return (
    <div className="mt-2.5 flex items-start" aria-hidden>
      <span className="flex items-center gap-1 rounded-2xl rounded-bl-md border border-border bg-card px-3.5 py-3 shadow-xs">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-muted-foreground/60"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </div>
  );
}

function MessagesSkeleton() {
  const { t } = useLingui();
  return (
    <div className="flex flex-1 flex-col justify-end gap-3 px-4 py-4" aria-busy aria-label={t`Loading messages`}>
      <Skeleton className="h-10 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      <Skeleton className="h-16 w-3/4 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-2/5 rounded-2xl" />
    </div>
  );
}
