import type { GotraExclusion } from '@samaj/shared/matrimonial';
import { type SQL, sql } from 'drizzle-orm';
import { matrimonialProfiles } from '../../db/schema/index.ts';

/*
 * The gotra rules, the one place they are written: SQL over the candidate's row of matrimonial_profiles, judged
 * against the viewer's gotras and rules. Recommendations and search leave out every profile either side's rules
 * exclude; a profile reached by link says which rule (`notSuggested`), and an interest to it is refused.
 */

/** The viewer's side of the rules, from their marriage profile (read with the viewer: `viewerColumns`). */
export interface GotraRules {
  gotra: string | null;
  motherGotra: string | null;
  excludeSameGotra: boolean;
  excludeMotherGotra: boolean;
}

export const GOTRA_RULE_COLUMNS = {
  gotra: matrimonialProfiles.gotra,
  motherGotra: matrimonialProfiles.motherGotra,
  excludeSameGotra: matrimonialProfiles.excludeSameGotra,
  excludeMotherGotra: matrimonialProfiles.excludeMotherGotra,
};

/** A viewer without a marriage profile row (left joined): no gotra, the default rules. */
export function gotraRulesOf(row: { [K in keyof GotraRules]: GotraRules[K] | null }): GotraRules {
  return {
    gotra: row.gotra,
    motherGotra: row.motherGotra,
    excludeSameGotra: row.excludeSameGotra ?? true,
    excludeMotherGotra: row.excludeMotherGotra ?? false,
  };
}

const theirGotra = sql`lower(${matrimonialProfiles.gotra})`;

/**
 * The two exclusions as conditions that are never null (a missing gotra excludes nothing). The viewer's values are
 * known, so their rules are decided here and only the candidate's are left to the database.
 * - same gotra: both gotras equal, and either side excludes the same gotra;
 * - mother's gotra: the candidate's gotra is my mother's and I exclude it, or mine is their mother's and they do.
 */
function exclusions(viewer: GotraRules): Record<GotraExclusion, SQL> {
  const mine = viewer.gotra?.toLowerCase() ?? null;
  const myMothers = viewer.motherGotra?.toLowerCase() ?? null;
  const sameGotra =
    mine === null
      ? sql`false`
      : viewer.excludeSameGotra
        ? sql`coalesce(${theirGotra} = ${mine}, false)`
        : sql`coalesce(${theirGotra} = ${mine} and ${matrimonialProfiles.excludeSameGotra}, false)`;
  const mineIsTheirMothers =
    mine === null
      ? sql`false`
      : sql`coalesce(${matrimonialProfiles.excludeMotherGotra} and lower(${matrimonialProfiles.motherGotra}) = ${mine}, false)`;
  const theirsIsMyMothers =
    viewer.excludeMotherGotra && myMothers !== null ? sql`coalesce(${theirGotra} = ${myMothers}, false)` : sql`false`;
  return { SAME_GOTRA: sameGotra, MOTHERS_GOTRA: sql`(${mineIsTheirMothers} or ${theirsIsMyMothers})` };
}

/** The candidate in the row may be suggested to the viewer: no gotra rule of either side excludes them. */
export function gotraAllows(viewer: GotraRules): SQL {
  const { SAME_GOTRA, MOTHERS_GOTRA } = exclusions(viewer);
  return sql`not (${SAME_GOTRA} or ${MOTHERS_GOTRA})`;
}

/** Which rule leaves the candidate in the row out for the viewer, the same gotra first; null when none does. */
export function gotraExclusion(viewer: GotraRules): SQL<GotraExclusion | null> {
  const { SAME_GOTRA, MOTHERS_GOTRA } = exclusions(viewer);
  return sql<GotraExclusion | null>`(case when ${SAME_GOTRA} then 'SAME_GOTRA' when ${MOTHERS_GOTRA} then 'MOTHERS_GOTRA' else null end)`;
}
