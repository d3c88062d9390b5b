import { Trans } from '@lingui/react/macro';
import { INTEREST_RETRY_DAYS, type MatrimonialProfileCard } from '@samaj/shared/matrimonial';
import { Clock, HeartHandshake, MessageCircle, Send, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SendInterestDialog } from './send-interest-dialog';

const DAY_MS = 24 * 60 * 60 * 1000;

export type InterestView = 'send' | 'sent' | 'received' | 'connected' | 'declined';

/** Where things stand between me and a profile, from its latest interest. */
export function interestViewOf(interest: MatrimonialProfileCard['interest'], now = Date.now()): InterestView {
  if (!interest) return 'send';
  if (interest.status === 'ACCEPTED') return 'connected';
  if (interest.status === 'PENDING') return interest.sentByMe ? 'sent' : 'received';
  // Declined: mine may be sent again after 90 days; one I declined, any time.
  const retryAt = new Date(interest.updatedAt).getTime() + INTEREST_RETRY_DAYS * DAY_MS;
  return interest.sentByMe && retryAt > now ? 'declined' : 'send';
}

export interface InterestActionProps {
  profile: Pick<MatrimonialProfileCard, 'id' | 'fullName' | 'interest'>;
  className?: string;
}

/** The one next step with a profile: send interest, wait, answer, or message once connected. */
export function InterestAction({ profile, className }: InterestActionProps) {
  const view = interestViewOf(profile.interest);
  const full = cn('w-full', className);
  switch (view) {
    case 'send':
      return (
        <SendInterestDialog receiverId={profile.id} receiverName={profile.fullName}>
          <Button className={full}>
            <Send aria-hidden />
            <Trans>Send interest</Trans>
          </Button>
        </SendInterestDialog>
      );
    case 'sent':
      return (
        <p
          className={cn(
            'flex min-h-11 items-center justify-center gap-2 rounded-xl bg-muted px-4 text-sm font-semibold text-muted-foreground',
            full,
          )}
        >
          <Clock className="size-4" aria-hidden />
          <Trans>Interest sent</Trans>
        </p>
      );
    case 'received':
      return (
        <Button asChild variant="secondary" className={full}>
          <Link to="/matrimonial/interest">
            <HeartHandshake aria-hidden />
            <Trans>Answer their interest</Trans>
          </Link>
        </Button>
      );
    case 'connected':
      return (
        <Button asChild className={full}>
          <Link to={`/chat/new/${profile.id}`}>
            <MessageCircle aria-hidden />
            <Trans context="Button: write to this member">Message</Trans>
          </Link>
        </Button>
      );
    case 'declined':
      return (
        <p
          className={cn(
            'flex min-h-11 items-center justify-center gap-2 rounded-xl bg-muted px-4 text-sm font-medium text-muted-foreground',
            full,
          )}
        >
          <X className="size-4" aria-hidden />
          <Trans>Not accepted</Trans>
        </p>
      );
  }
}
