const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function span(ms: number): string {
  if (ms >= 2 * DAY_MS) return `${Math.floor(ms / DAY_MS)} days`;
  if (ms >= HOUR_MS) {
    const hours = Math.floor(ms / HOUR_MS);
    const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
    return minutes > 0 && hours < 10 ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  return `${Math.max(1, Math.floor(ms / MINUTE_MS))} min`;
}

/** "Due in 3 h 20 min" or "Overdue by 2 h": the time left before a deadline, and whether it has passed. */
export function timeLeft(dueAt: string, now = Date.now()): { text: string; overdue: boolean } {
  const left = new Date(dueAt).getTime() - now;
  return left > 0
    ? { text: `Due in ${span(left)}`, overdue: false }
    : { text: `Overdue by ${span(-left)}`, overdue: true };
}

/** "26 Nov, 4:30 pm" in Indian English. */
export function shortDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
}
