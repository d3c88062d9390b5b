import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChatMember } from '@samaj/shared/chat';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { VerifiedBadge } from '@/components/verified-badge';

export interface ConversationHeaderProps {
  member: ChatMember;
  typing: boolean;
  backTo: string;
  /** The "more" menu at the end of the header (Report and Block). */
  menu?: ReactNode;
}

/** The other member (tap for their profile), with "typing…" or "Online" under the name. */
export function ConversationHeader({ member, typing, backTo, menu }: ConversationHeaderProps) {
  const { t } = useLingui();
  const status = typing ? t`typing…` : member.isOnline ? t`Online` : null;
  return (
    <header className="flex h-16 shrink-0 items-center gap-1 border-b border-border bg-card/95 px-1.5 backdrop-blur sm:px-3">
      <Link
        to={backTo}
        aria-label={t`Back to chats`}
        className="grid size-11 shrink-0 place-items-center rounded-full text-foreground hover:bg-muted md:hidden"
      >
        <ArrowLeft className="size-6" aria-hidden />
      </Link>
      <Link
        to={`/profile/${member.id}`}
        className="flex min-h-12 min-w-0 flex-1 items-center gap-3 rounded-xl px-1.5 hover:bg-muted/70"
      >
        <Avatar src={member.image} name={member.fullName} size="md" online={member.isOnline} />
        <span className="flex min-w-0 flex-col">
          <h2 className="flex min-w-0 items-center text-base leading-tight font-semibold">
            <span className="truncate">{member.fullName || t`Member`}</span>
            <VerifiedBadge verified={member.isVerified} />
          </h2>
          {/* The avatar already says "Online" to screen readers; "typing…" is announced as it comes and goes. */}
          <span
            className={cn(
              'h-5 truncate text-sm leading-5',
              typing ? 'font-medium text-primary' : 'text-muted-foreground',
            )}
            aria-live="polite"
          >
            {typing ? status : <span aria-hidden>{status}</span>}
          </span>
        </span>
      </Link>
      {menu ? <div className="shrink-0">{menu}</div> : null}
    </header>
  );
}
