import type { Criteria } from '@samaj/shared/matrimonial-criteria';
import { getTableColumns } from 'drizzle-orm';
import { partnerPreferences } from '../../db/schema/index.ts';

/** Partner preferences as stored (a range in two columns) and as criteria. */

export type PartnerPreferencesRow = typeof partnerPreferences.$inferSelect;
export type PartnerPreferencesValues = Omit<typeof partnerPreferences.$inferInsert, 'userId' | 'updatedAt'>;

const { updatedAt: _updatedAt, ...storedColumns } = getTableColumns(partnerPreferences);
/** The columns a preferences row is read with (all but `updatedAt`). */
export const preferenceColumns = storedColumns;

/** Stored preferences as criteria (a range is stored in two columns); null when the member has none. */
type StoredPreferences = Omit<PartnerPreferencesRow, 'updatedAt' | 'userId' | 'horoscopeMatters'> & {
  userId: string | null;
  horoscopeMatters: boolean | null;
};

export function storedCriteria(row: StoredPreferences) {
  if (row.userId === null) return null;
  const { ageMin, ageMax, heightMin, heightMax, userId: _userId, horoscopeMatters: _horoscopeMatters, ...lists } = row;
  return {
    ...lists,
    ageRange: { min: ageMin, max: ageMax },
    heightRange: { min: heightMin, max: heightMax },
  } as Criteria;
}

/** Criteria as stored, the inverse of `storedCriteria`. */
export function storedValues({ ageRange, heightRange, ...lists }: Criteria): PartnerPreferencesValues {
  return {
    ...lists,
    ageMin: ageRange.min,
    ageMax: ageRange.max,
    heightMin: heightRange.min,
    heightMax: heightRange.max,
  };
}

/** A row's stored preferences (left joined) as criteria, and whether horoscopes matter to the member. */
export const withCriteria = <T extends { preferences: StoredPreferences | null }>(row: T) => ({
  ...row,
  preferences: row.preferences && storedCriteria(row.preferences),
  horoscopeMatters: row.preferences?.horoscopeMatters ?? false,
});
