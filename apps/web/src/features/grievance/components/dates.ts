const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "26 November 2026 at 10:30 am" (India time: the deadlines of IT Rules 2021 are counted there). */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
