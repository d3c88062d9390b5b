// The criteria a member looks for in a partner, and their values, have their own module; re-exported here.
export {
  DIET_LABELS,
  DIETS,
  MANGLIK_LABELS,
  MANGLIK_VALUES,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  MATCH_CRITERIA,
  MATCH_CRITERION_LABELS,
  PARTNER_AGE_MAX,
  PARTNER_AGE_MIN,
  type Diet,
  type Manglik,
  type MaritalStatus,
  type MatchCriterion,
} from './matrimonial-criteria.ts';

/*
 * The matrimonial contract: the marriage profile, partner preferences, recommendations,
 * search and interests (blocks and reports: ./safety.ts). Enum values are the API's; the labels are what members read.
 */

export * from './matrimonial-values.ts';
export * from './matrimonial-details.ts';
export * from './matrimonial-preferences.ts';
export * from './matrimonial-profiles.ts';
export * from './matrimonial-interests.ts';
export * from './matrimonial-lists.ts';
export * from './matrimonial-photo-requests.ts';
export * from './matrimonial-family.ts';
