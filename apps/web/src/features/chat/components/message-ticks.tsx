import { useLingui } from '@lingui/react/macro';
import { Check, CheckCheck, CircleAlert, Clock3 } from 'lucide-react';
import type { ShownMessage } from '../api/get-messages';
import { cn } from '@/lib/utils';

/** My message's state: clock (on its way), one tick (sent), two coloured ticks (read), or not sent. */
export function MessageTicks({
  message,
  className,
}: {
  message: Pick<ShownMessage, 'pending' | 'isRead'>;
  className?: string;
}) {
  const { t } = useLingui();
  if (message.pending === 'sending') {
    return <Clock3 role="img" aria-label={t`Sending`} className={cn('size-3.5', className)} />;
  }
  if (message.pending === 'waiting') {
    return <Clock3 role="img" aria-label={t`Waiting to send`} className={cn('size-3.5', className)} />;
  }
  if (message.pending === 'failed') {
    return <CircleAlert role="img" aria-label={t`Not sent`} className={cn('size-3.5 text-destructive', className)} />;
  }
  if (message.isRead) {
    return <CheckCheck role="img" aria-label={t`Read`} className={cn('size-4 text-sky-500', className)} />;
  }
  return <Check role="img" aria-label={t`Sent`} className={cn('size-4', className)} />;
}
