import { fullDate, timeAgo } from '../utils/time-ago';

/** "3 hr. ago", with the exact date and time on hover and for assistive technology. */
export function TimeAgo({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} title={fullDate(date)} className={className}>
      {timeAgo(date)}
    </time>
  );
}
