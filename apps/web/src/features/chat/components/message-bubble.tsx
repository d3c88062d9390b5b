import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import type { ShownMessage } from '../api/get-messages';
import { formatMessageTime } from '../utils/format';
import { cn } from '@/lib/utils';
import { LinkifiedText } from './linkified-text';
import { MessageTicks } from './message-ticks';

/** The menu of a message I received (Report, composed in app/): the bubble opens it on a long press too. */
export type MessageMenu = (
  message: ShownMessage,
  menu: { open: boolean; onOpenChange: (open: boolean) => void; className: string },
) => ReactNode;

const LONG_PRESS_MS = 500;

export interface MessageBubbleProps {
  message: ShownMessage;
  mine: boolean;
  /** The other member's name (their messages only). */
  senderName?: string | undefined;
  /** The previous message (above) is from the same member: the bubbles sit closer. */
  continued: boolean;
  onRetry?: (message: ShownMessage) => void;
  messageMenu?: MessageMenu | undefined;
}

/** Mine on the right in the brand colour, theirs on the left; time and, for mine, the ticks. */
export function MessageBubble({ message, mine, senderName, continued, onRetry, messageMenu }: MessageBubbleProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const pressTimer = useRef<number | null>(null);
  const menu = !mine && messageMenu && !message.pending ? messageMenu : null;
  const cancelPress = () => {
    if (pressTimer.current !== null) window.clearTimeout(pressTimer.current);
    pressTimer.current = null;
  };
  // Android opens the menu through contextmenu; iOS Safari has none, hence the timer.
  const pressHandlers = menu
    ? {
        onContextMenu: (event: MouseEvent) => {
          event.preventDefault();
          setMenuOpen(true);
        },
        onTouchStart: () => {
          cancelPress();
          pressTimer.current = window.setTimeout(() => setMenuOpen(true), LONG_PRESS_MS);
        },
        onTouchEnd: cancelPress,
        onTouchMove: cancelPress,
      }
    : {};

  return (
    <li
      className={cn('group flex flex-col', mine ? 'items-end' : 'items-start', continued ? 'mt-0.5' : 'mt-2.5')}
      data-message-id={message.id}
    >
      <div
        className={cn('flex items-center gap-0.5', menu ? 'max-w-[94%] sm:max-w-[76%]' : 'max-w-[82%] sm:max-w-[70%]')}
      >
        <div
          {...pressHandlers}
          className={cn(
            'relative min-w-0 rounded-2xl px-3.5 pt-2 pb-1.5 text-base leading-snug shadow-xs',
            mine
              ? 'rounded-br-md bg-primary text-primary-foreground'
              : 'rounded-bl-md border border-border bg-card text-card-foreground',
            message.pending === 'failed' && 'opacity-80',
          )}
        >
          {message.sentByManager ? (
            <FamilyWriter mine={mine} senderName={senderName ?? ''} manager={message.sentByManager.fullName} />
          ) : null}
          <p className="break-words whitespace-pre-wrap">
            <LinkifiedText text={message.content} />
          </p>
          <p
            className={cn(
              'mt-0.5 flex items-center justify-end gap-1 text-[0.6875rem] leading-none',
              mine ? 'text-primary-foreground/85' : 'text-muted-foreground',
            )}
          >
            <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
            {mine ? <MessageTicks message={message} className={message.isRead ? 'text-sky-300' : undefined} /> : null}
          </p>
        </div>
        {menu
          ? menu(message, {
              open: menuOpen,
              onOpenChange: setMenuOpen,
              className:
                // A mouse shows it on hover; on a touch screen a long press opens it (it shows only while open).
                '[@media(hover:hover)]:opacity-0 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100 [@media(hover:none)]:not-data-[state=open]:sr-only',
            })
          : null}
      </div>
      {mine && message.pending === 'waiting' ? (
        <p className="mt-1 self-end px-2 text-right text-sm text-muted-foreground">
          <Trans>Waiting to send — it goes when you are back online</Trans>
        </p>
      ) : null}
      {mine && message.pending === 'failed' ? (
        <button
          type="button"
          onClick={() => onRetry?.(message)}
          className="mt-1 flex min-h-9 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-destructive hover:bg-destructive-soft"
        >
          <RotateCw className="size-4" aria-hidden />
          <Trans>Not sent. Tap to retry</Trans>
        </button>
      ) : null}
    </li>
  );
}

/** A message a family co-manager wrote for the sender: "Sent by Sunita" on mine, "Rahul's family (Sunita)" on theirs. */
function FamilyWriter({ mine, senderName, manager }: { mine: boolean; senderName: string; manager: string }) {
  return (
    <p className={cn('mb-0.5 text-xs font-semibold', mine ? 'text-primary-foreground/85' : 'text-primary')}>
      {mine ? (
        <Trans>Sent by {manager}</Trans>
      ) : (
        <Trans>
          {senderName}'s family ({manager})
        </Trans>
      )}
    </p>
  );
}
