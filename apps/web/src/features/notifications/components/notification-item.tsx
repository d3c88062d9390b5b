import { Trans } from '@lingui/react/macro';
import type { Notification } from '@samaj/shared/notifications';
import {
  Heart,
  HeartHandshake,
  Images,
  LockKeyhole,
  MessageCircle,
  MessageSquareReply,
  MessageSquareText,
  ShieldAlert,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
  UserRoundCheck,
  UsersRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useLanguage } from '@/lib/i18n/use-language';
import { cn } from '@/lib/utils';
import { describeNotification } from '@samaj/shared/notification-text';
import { notificationWords } from '../utils/notification-words';
import { timeAgo } from '../utils/time-ago';

const icons: Record<Notification['type'], { icon: LucideIcon; className: string }> = {
  INTEREST_RECEIVED: { icon: HeartHandshake, className: 'bg-primary text-primary-foreground' },
  INTEREST_ACCEPTED: { icon: UserRoundCheck, className: 'bg-success text-white' },
  NEW_MATCHES: { icon: Sparkles, className: 'bg-primary text-primary-foreground' },
  PHOTO_REQUEST_RECEIVED: { icon: LockKeyhole, className: 'bg-primary text-primary-foreground' },
  PHOTO_REQUEST_GRANTED: { icon: Images, className: 'bg-success text-white' },
  CO_MANAGER_INVITED: { icon: UsersRound, className: 'bg-primary text-primary-foreground' },
  POST_COMMENT: { icon: MessageSquareText, className: 'bg-sky-600 text-white' },
  COMMENT_REPLY: { icon: MessageSquareReply, className: 'bg-sky-600 text-white' },
  POST_LIKE: { icon: Heart, className: 'bg-rose-500 text-white' },
  MESSAGE: { icon: MessageCircle, className: 'bg-primary text-primary-foreground' },
  REPORT_RESOLVED: { icon: ShieldCheck, className: 'bg-success text-white' },
  MODERATION_NOTICE: { icon: ShieldAlert, className: 'bg-warning text-white' },
};

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One notification: who, what, a line of it, when; unread ones stand out with a dot. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { language } = useLanguage();
  const text = describeNotification(notification, notificationWords(language));
  const { icon: Icon, className } = icons[notification.type];
  return (
    <Link
      to={text.to}
      onClick={() => onOpen(notification)}
      className={cn(
        'flex items-start gap-3 rounded-xl px-3 py-3 transition-colors hover:bg-muted',
        !notification.isRead && 'bg-primary-soft/50 hover:bg-primary-soft/70',
      )}
    >
      <span className="relative shrink-0">
        <Avatar src={notification.actor?.image} name={notification.actor?.fullName ?? text.actor} size="md" />
        <span
          className={cn(
            'absolute -right-1 -bottom-1 grid size-5 place-items-center rounded-full ring-2 ring-card',
            className,
          )}
        >
          <Icon className="size-3" aria-hidden />
        </span>
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm leading-snug break-words">
          <span className="font-semibold">{text.actor}</span> {text.action}
        </span>
        {text.quote ? (
          <span className="line-clamp-2 text-sm break-words text-muted-foreground">“{text.quote}”</span>
        ) : null}
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {timeAgo(notification.createdAt)}
        </time>
      </span>
      {notification.isRead ? null : (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">
            <Trans>Unread</Trans>
          </span>
        </span>
      )}
    </Link>
  );
}
