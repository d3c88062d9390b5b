import { genders } from '@samaj/shared/auth';
import { FAMILY_TYPES, type FamilyType, type MatrimonialSearchFilters } from '@samaj/shared/matrimonial';
import {
  CRITERIA,
  criteriaOfSearch,
  isRangeCriterion,
  searchOfCriteria,
  searchRange,
  type CriterionEntry,
} from '@samaj/shared/matrimonial-criteria';
import { RASHIS, type Rashi } from '@samaj/shared/reference/horoscope';
import type { Criteria } from '../components/criteria-fields';

export type Gender = (typeof genders)[number];

/** The search page's filters: what a member looks for, whom, and a keyword. Kept in the address (?ageMin=…). */
export interface SearchState extends Criteria {
  gender: Gender | null;
  keyword: string;
}

/** The values the address may hold for a list: a choice's options (anything else is dropped), or any text. */
const known = (entry: CriterionEntry, values: string[]) =>
  entry.kind === 'choice' ? values.filter((value) => (entry.options as readonly string[]).includes(value)) : values;

const numberParam = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name));
  return params.get(name) && Number.isInteger(value) ? value : undefined;
};

/** The search's filters in the address use the API's query names (`ageMin`, `state`, `familyType`...). */
export function searchStateOf(params: URLSearchParams): SearchState {
  const gender = params.get('gender');
  const query: MatrimonialSearchFilters = {};
  for (const entry of CRITERIA) {
    if (isRangeCriterion(entry)) {
      const { min, max } = searchRange(entry.trait);
      Object.assign(query, { [min]: numberParam(params, min), [max]: numberParam(params, max) });
    } else {
      Object.assign(query, { [entry.trait]: known(entry, params.getAll(entry.trait).filter(Boolean)) });
    }
  }
  const familyTypes: readonly string[] = FAMILY_TYPES;
  const rashis: readonly string[] = RASHIS;
  return {
    ...criteriaOfSearch(query),
    familyType: params.getAll('familyType').filter((value): value is FamilyType => familyTypes.includes(value)),
    rashi: params.getAll('rashi').filter((value): value is Rashi => rashis.includes(value)),
    gender: (genders as readonly string[]).includes(gender ?? '') ? (gender as Gender) : null,
    keyword: params.get('keyword') ?? '',
  };
}

export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword.trim()) params.set('keyword', state.keyword.trim());
  if (state.gender) params.set('gender', state.gender);
  for (const [name, value] of Object.entries(searchOfCriteria(state))) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  for (const familyType of state.familyType) params.append('familyType', familyType);
  for (const rashi of state.rashi) params.append('rashi', rashi);
  return params;
}

/** The API's query: empty values are left out (the API client drops them too). */
export function apiFiltersOf(state: SearchState): MatrimonialSearchFilters {
  const keyword = state.keyword.trim();
  return {
    ...(state.gender ? { gender: state.gender } : {}),
    ...searchOfCriteria(state),
    ...(state.familyType.length ? { familyType: state.familyType } : {}),
    ...(state.rashi.length ? { rashi: state.rashi } : {}),
    ...(keyword.length >= 2 ? { keyword } : {}),
  };
}
