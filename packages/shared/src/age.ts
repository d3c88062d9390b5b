/** Age in whole years from a birth date; null when no date is given. */
export function ageFromBirthDate(birthDate: string | Date | null | undefined, today: Date = new Date()): number | null {
  if (!birthDate) return null;
  const date = typeof birthDate === 'string' ? new Date(`${birthDate.slice(0, 10)}T00:00:00Z`) : birthDate;
  if (Number.isNaN(date.getTime())) return null;
  let age = today.getUTCFullYear() - date.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < date.getUTCMonth() ||
    (today.getUTCMonth() === date.getUTCMonth() && today.getUTCDate() < date.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}
