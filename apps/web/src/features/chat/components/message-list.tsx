import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';
import type { ShownMessage } from '../api/get-messages';
import { dayKey, formatDayLabel } from '../utils/format';
import { MessageBubble, type MessageMenu } from './message-bubble';

/** Two messages this close from the same member read as one block. */
const CONTINUED_WITHIN_MS = 5 * 60 * 1000;

export interface MessageListProps {
  /** Newest first. */
  messages: ShownMessage[];
  meId: string;
  /** The other member's name, for "Rahul's family (Sunita)" on what their family wrote for them. */
  otherName?: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (message: ShownMessage) => void;
  /** Shown under the newest message ("typing…"). */
  footer?: ReactNode;
  /** Shown when there are no messages yet. */
  empty?: ReactNode;
  /** Changes when I send: the list jumps to the newest message. */
  scrollKey?: string | number;
  messageMenu?: MessageMenu | undefined;
}

/**
 * The conversation, newest at the bottom. The list is laid out bottom-up (column-reverse), so it opens at the newest
 * message and stays put when older pages are added at the top while scrolling up.
 */
export function MessageList({
  messages,
  meId,
  otherName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  footer,
  empty,
  scrollKey,
  messageMenu,
}: MessageListProps) {
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadOlder = useRef(onLoadOlder);
  useEffect(() => {
    loadOlder.current = onLoadOlder;
  });

  useEffect(() => {
    const root = scroller.current;
    const target = sentinel.current;
    if (!root || !target || !hasOlder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder.current();
      },
      { root, rootMargin: '400px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder]);

  useEffect(() => {
    if (scrollKey === undefined) return;
    // Bottom-up layout: 0 is the newest end.
    scroller.current?.scrollTo({ top: 0 });
  }, [scrollKey]);

  const items: ReactNode[] = [];
  messages.forEach((message, index) => {
    const older = messages[index + 1];
    const day = dayKey(new Date(message.createdAt));
    const olderDay = older ? dayKey(new Date(older.createdAt)) : null;
    const continued =
      older !== undefined &&
      olderDay === day &&
      older.senderId === message.senderId &&
      Date.parse(message.createdAt) - Date.parse(older.createdAt) < CONTINUED_WITHIN_MS;
    items.push(
      <MessageBubble
        key={message.id}
        message={message}
        mine={message.senderId === meId}
        senderName={message.senderId === meId ? undefined : otherName}
        continued={continued}
        onRetry={onRetry}
        messageMenu={messageMenu}
      />,
    );
    // Laid out bottom-up: the separator after a day's oldest message shows above that day.
    if (olderDay !== day && (older !== undefined || !hasOlder)) {
      items.push(
        <li key={`day-${day}`} className="flex justify-center py-3">
          <span
            role="separator"
            aria-label={formatDayLabel(message.createdAt)}
            className="rounded-full bg-muted px-3 py-1 text-xs font-semibold text-muted-foreground"
          >
            {formatDayLabel(message.createdAt)}
          </span>
        </li>,
      );
    }
  });

  return (
    <div
      ref={scroller}
      className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto overscroll-contain px-3 py-3 sm:px-5"
      aria-busy={loadingOlder || undefined}
    >
      {footer}
      {messages.length === 0 && !hasOlder ? (
        empty
      ) : (
        <ol className="flex flex-col-reverse" aria-label={t`Messages`}>
          {items}
        </ol>
      )}
      <div ref={sentinel} className="flex min-h-2 shrink-0 justify-center py-2">
        {loadingOlder ? <Spinner size="sm" label={t`Loading older messages`} /> : null}
      </div>
    </div>
  );
}
