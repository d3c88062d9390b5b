import { useUnreadMessagesCount } from '@/features/chat/api/get-unread-count';
import { cn } from '@/lib/utils';
import { Plural } from '@lingui/react/macro';

/** How many messages wait to be read, on the Chat entry of the menus; nothing when there are none. */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  const { data: count } = useUnreadMessagesCount();
  if (!count) return null;
  return (
    <span
      className={cn(
        'grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1.5 text-[0.6875rem] leading-none font-bold text-primary-foreground ring-2 ring-card',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only">
        {' '}
        <Plural value={count} one="unread message" other="unread messages" />
      </span>
    </span>
  );
}
