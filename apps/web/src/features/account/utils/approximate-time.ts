const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const dayMonthYear = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** "Active now", "Active 3 hours ago", "Active 2 days ago", "Active 4 Jan 2026": when a session was last used. */
export function lastActive(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (elapsed < 5 * MINUTE) return 'Active now';
  if (elapsed < HOUR) return `Active ${Math.round(elapsed / MINUTE)} minutes ago`;
  if (elapsed < DAY) {
    const hours = Math.round(elapsed / HOUR);
    return `Active ${hours === 1 ? 'an hour' : `${hours} hours`} ago`;
  }
  if (elapsed < 7 * DAY) {
    const days = Math.round(elapsed / DAY);
    return `Active ${days === 1 ? 'yesterday' : `${days} days ago`}`;
  }
  return `Active ${dayMonthYear.format(new Date(iso))}`;
}

/** "Logged in 4 Jan 2026". */
export const loggedInOn = (iso: string) => `Logged in ${dayMonthYear.format(new Date(iso))}`;
