/** India has one time zone and no daylight saving: Asia/Kolkata is always UTC+05:30. */
const KOLKATA_OFFSET_MINUTES = 5 * 60 + 30;

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** Whether `now` falls in quiet hours given as "HH:MM" in Asia/Kolkata; `22:00`–`07:00` spans midnight. */
export function inQuietHours(quietHours: { from: string; to: string } | null, now = new Date()): boolean {
  if (!quietHours) return false;
  const minute = (now.getUTCHours() * 60 + now.getUTCMinutes() + KOLKATA_OFFSET_MINUTES) % (24 * 60);
  const from = minutesOf(quietHours.from);
  const to = minutesOf(quietHours.to);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}
