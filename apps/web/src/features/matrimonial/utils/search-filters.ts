import { genders } from '@samaj/shared/auth';
import {
  DIETS,
  FAMILY_TYPES,
  MANGLIK_VALUES,
  MARITAL_STATUSES,
  type MatrimonialSearchFilters,
} from '@samaj/shared/matrimonial';
import type { Criteria } from '../components/criteria-fields';

export type Gender = (typeof genders)[number];

/** The search page's filters: what a member looks for, whom, and a keyword. Kept in the address (?ageMin=…). */
export interface SearchState extends Criteria {
  gender: Gender | null;
  keyword: string;
}

const listParams = {
  maritalStatus: 'maritalStatus',
  states: 'state',
  cities: 'city',
  educationDegrees: 'educationDegree',
  occupations: 'profession',
  motherTongues: 'motherTongue',
  diet: 'diet',
  manglik: 'manglik',
  familyType: 'familyType',
} as const satisfies Partial<Record<keyof Criteria, string>>;

const allowed = {
  maritalStatus: MARITAL_STATUSES,
  diet: DIETS,
  manglik: MANGLIK_VALUES,
  familyType: FAMILY_TYPES,
} as Partial<Record<keyof typeof listParams, readonly string[]>>;

const numberParam = (params: URLSearchParams, name: string) => {
  const value = Number(params.get(name));
  return params.get(name) && Number.isInteger(value) ? value : null;
};

export function searchStateOf(params: URLSearchParams): SearchState {
  const gender = params.get('gender');
  const lists = Object.fromEntries(
    Object.entries(listParams).map(([key, param]) => {
      const values = params.getAll(param).filter(Boolean);
      const known = allowed[key as keyof typeof listParams];
      return [key, known ? values.filter((value) => known.includes(value)) : values];
    }),
  ) as Pick<Criteria, keyof typeof listParams>;
  return {
    ...lists,
    ageMin: numberParam(params, 'ageMin'),
    ageMax: numberParam(params, 'ageMax'),
    heightMin: numberParam(params, 'heightMin'),
    heightMax: numberParam(params, 'heightMax'),
    gender: (genders as readonly string[]).includes(gender ?? '') ? (gender as Gender) : null,
    keyword: params.get('keyword') ?? '',
  };
}

export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword.trim()) params.set('keyword', state.keyword.trim());
  if (state.gender) params.set('gender', state.gender);
  for (const key of ['ageMin', 'ageMax', 'heightMin', 'heightMax'] as const) {
    if (state[key] !== null) params.set(key, String(state[key]));
  }
  for (const [key, param] of Object.entries(listParams)) {
    for (const value of state[key as keyof typeof listParams]) params.append(param, value);
  }
  return params;
}

/** The API's query: empty values are left out (the API client drops them too, SPEC §5). */
export function apiFiltersOf(state: SearchState): MatrimonialSearchFilters {
  const keyword = state.keyword.trim();
  return {
    ...(state.gender ? { gender: state.gender } : {}),
    ...(state.ageMin !== null ? { ageMin: state.ageMin } : {}),
    ...(state.ageMax !== null ? { ageMax: state.ageMax } : {}),
    ...(state.heightMin !== null ? { heightMin: state.heightMin } : {}),
    ...(state.heightMax !== null ? { heightMax: state.heightMax } : {}),
    ...(state.maritalStatus.length ? { maritalStatus: state.maritalStatus } : {}),
    ...(state.states.length ? { state: state.states } : {}),
    ...(state.cities.length ? { city: state.cities } : {}),
    ...(state.educationDegrees.length ? { educationDegree: state.educationDegrees } : {}),
    ...(state.occupations.length ? { profession: state.occupations } : {}),
    ...(state.motherTongues.length ? { motherTongue: state.motherTongues } : {}),
    ...(state.diet.length ? { diet: state.diet } : {}),
    ...(state.familyType.length ? { familyType: state.familyType } : {}),
    ...(state.manglik.length ? { manglik: state.manglik } : {}),
    ...(keyword.length >= 2 ? { keyword } : {}),
  };
}
