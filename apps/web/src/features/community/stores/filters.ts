import type { CommunityType } from '@samaj/shared/community';
import { HELP_KEYWORD_MAX_LENGTH, HELP_KEYWORDS_MAX } from '@samaj/shared/constants';
import { firstCharacters } from '@samaj/shared/graphemes';
import { citiesOf, isState, localitiesOf, STATES } from '@samaj/shared/location';
import { OCCUPATIONS } from '@samaj/shared/reference/occupations';
import type { ApiResponse } from '@/lib/api-client';

/**
 * The community list rules, as pure functions: keyword chips added once, the state → city → locality
 * cascade, clearing, the not-interested list and the checkout list (shortlist). Components keep the state (the URL,
 * the query cache) and call these.
 */

/** The keyword list each type filters on: helpers by what they offer, seekers by what they seek. */
export type KeywordList = 'canHelpOut' | 'canSeekHelp';
export const keywordListOf = (type: CommunityType): KeywordList => (type === 'helpers' ? 'canHelpOut' : 'canSeekHelp');

export interface LocationFilterState {
  states: string[];
  cities: string[];
  locations: string[];
}

export interface CommunityFilters {
  keywords: Record<KeywordList, string[]>;
  locationFilter: LocationFilterState;
  profession: string | null;
}

export const emptyFilters: CommunityFilters = {
  keywords: { canHelpOut: [], canSeekHelp: [] },
  locationFilter: { states: [], cities: [], locations: [] },
  profession: null,
};

const sameText = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
/** Keywords travel comma joined, so a comma inside one splits it. */
const cleanKeyword = (keyword: string) => firstCharacters(keyword.trim().replace(/\s+/g, ' '), HELP_KEYWORD_MAX_LENGTH);

// Keywords: added once (whatever the case), removable.

export function addKeyword(filters: CommunityFilters, list: KeywordList, keyword: string): CommunityFilters {
  let keywords = filters.keywords[list];
  for (const part of keyword.split(',').map(cleanKeyword)) {
    if (!part || keywords.length >= HELP_KEYWORDS_MAX || keywords.some((existing) => sameText(existing, part)))
      continue;
    keywords = [...keywords, part];
  }
  if (keywords === filters.keywords[list]) return filters;
  return { ...filters, keywords: { ...filters.keywords, [list]: keywords } };
}

export function removeKeyword(filters: CommunityFilters, list: KeywordList, keyword: string): CommunityFilters {
  const keywords = filters.keywords[list].filter((existing) => !sameText(existing, keyword));
  return { ...filters, keywords: { ...filters.keywords, [list]: keywords } };
}

export function setKeywords(
  filters: CommunityFilters,
  list: KeywordList,
  keywords: readonly string[],
): CommunityFilters {
  const emptied = { ...filters, keywords: { ...filters.keywords, [list]: [] } };
  return keywords.reduce((next, keyword) => addKeyword(next, list, keyword), emptied);
}

// Location cascade: adding or removing a state clears the cities and localities; a city, the localities. No duplicates.

function withLocation(filters: CommunityFilters, locationFilter: LocationFilterState): CommunityFilters {
  return { ...filters, locationFilter };
}

export function addState(filters: CommunityFilters, state: string): CommunityFilters {
  if (filters.locationFilter.states.includes(state)) return filters;
  return withLocation(filters, { states: [...filters.locationFilter.states, state], cities: [], locations: [] });
}

export function removeState(filters: CommunityFilters, state: string): CommunityFilters {
  if (!filters.locationFilter.states.includes(state)) return filters;
  const states = filters.locationFilter.states.filter((existing) => existing !== state);
  return withLocation(filters, { states, cities: [], locations: [] });
}

export function addCity(filters: CommunityFilters, city: string): CommunityFilters {
  const { states, cities } = filters.locationFilter;
  if (cities.includes(city)) return filters;
  return withLocation(filters, { states, cities: [...cities, city], locations: [] });
}

export function removeCity(filters: CommunityFilters, city: string): CommunityFilters {
  const { states, cities } = filters.locationFilter;
  if (!cities.includes(city)) return filters;
  return withLocation(filters, { states, cities: cities.filter((existing) => existing !== city), locations: [] });
}

export function addLocation(filters: CommunityFilters, locality: string): CommunityFilters {
  const { locations } = filters.locationFilter;
  if (locations.includes(locality)) return filters;
  return withLocation(filters, { ...filters.locationFilter, locations: [...locations, locality] });
}

export function removeLocation(filters: CommunityFilters, locality: string): CommunityFilters {
  const locations = filters.locationFilter.locations.filter((existing) => existing !== locality);
  return withLocation(filters, { ...filters.locationFilter, locations });
}

export function clearLocation(filters: CommunityFilters): CommunityFilters {
  return withLocation(filters, { states: [], cities: [], locations: [] });
}

/** The cities a member can pick: those of the chosen states, each name once. */
export function cityOptions(filters: CommunityFilters): string[] {
  return [...new Set(filters.locationFilter.states.flatMap((state) => citiesOf(state)))];
}

/** The localities a member can pick: those of the chosen cities (in the chosen states), each name once. */
export function localityOptions(filters: CommunityFilters): string[] {
  const { states, cities } = filters.locationFilter;
  return [...new Set(states.flatMap((state) => cities.flatMap((city) => localitiesOf(state, city))))];
}

export function setProfession(filters: CommunityFilters, profession: string | null): CommunityFilters {
  return { ...filters, profession: profession || null };
}

/** Clearing filters empties both keyword lists and the profession (the places have their own clear). */
export function clearFilters(filters: CommunityFilters): CommunityFilters {
  return { ...filters, keywords: { canHelpOut: [], canSeekHelp: [] }, profession: null };
}

export function hasLocation(filters: CommunityFilters): boolean {
  const { states, cities, locations } = filters.locationFilter;
  return states.length + cities.length + locations.length > 0;
}

/** Whether the list is filtered at all; without filters the API answers with the member's own suggestions. */
export function hasFilters(filters: CommunityFilters, list: KeywordList): boolean {
  return filters.keywords[list].length > 0 || hasLocation(filters) || filters.profession !== null;
}

export function activeFilterCount(filters: CommunityFilters, list: KeywordList): number {
  const { states, cities, locations } = filters.locationFilter;
  return (
    filters.keywords[list].length + states.length + cities.length + locations.length + (filters.profession ? 1 : 0)
  );
}

// The URL: a filtered list can be shared and survives a reload. Repeated parameters keep commas and spaces intact.

const PARAM = { keyword: 'keyword', state: 'state', city: 'city', locality: 'locality', profession: 'profession' };
const OCCUPATION_SET = new Set(OCCUPATIONS);

/** Reads the filters of one list from the URL, dropping what is not in the reference lists (a hand-edited link). */
export function filtersFromSearchParams(params: URLSearchParams, list: KeywordList): CommunityFilters {
  const states = unique(params.getAll(PARAM.state).filter(isState));
  const knownCities = new Set(states.length > 0 ? states.flatMap((state) => citiesOf(state)) : allCities());
  const cities = unique(params.getAll(PARAM.city).filter((city) => knownCities.has(city)));
  const knownLocalities = new Set(
    (states.length > 0 ? states : STATES).flatMap((state) => cities.flatMap((city) => localitiesOf(state, city))),
  );
  const locations = unique(params.getAll(PARAM.locality).filter((locality) => knownLocalities.has(locality)));
  const profession = params.get(PARAM.profession);
  const filters: CommunityFilters = {
    ...emptyFilters,
    locationFilter: { states, cities, locations },
    profession: profession && OCCUPATION_SET.has(profession) ? profession : null,
  };
  return setKeywords(filters, list, params.getAll(PARAM.keyword));
}

export function filtersToSearchParams(filters: CommunityFilters, list: KeywordList): URLSearchParams {
  const params = new URLSearchParams();
  for (const keyword of filters.keywords[list]) params.append(PARAM.keyword, keyword);
  for (const state of filters.locationFilter.states) params.append(PARAM.state, state);
  for (const city of filters.locationFilter.cities) params.append(PARAM.city, city);
  for (const locality of filters.locationFilter.locations) params.append(PARAM.locality, locality);
  if (filters.profession) params.set(PARAM.profession, filters.profession);
  return params;
}

/** The query of GET /community/{type}: keywords comma joined, the places as JSON. */
export function toApiQuery(filters: CommunityFilters, list: KeywordList) {
  return {
    keywords: filters.keywords[list].join(',') || undefined,
    locationFilter: hasLocation(filters) ? JSON.stringify(filters.locationFilter) : undefined,
    profession: filters.profession ?? undefined,
  };
}

/** The keywords of a member's list that the filter (or the member's own suggestions) matched. */
export function matchingKeywords(memberKeywords: readonly string[], wanted: readonly string[]): Set<string> {
  const wantedLower = new Set(wanted.map((keyword) => keyword.toLocaleLowerCase()));
  return new Set(memberKeywords.filter((keyword) => wantedLower.has(keyword.toLocaleLowerCase())));
}

// Lists: not interested, the shortlist and paging.

/** Adds the id once. */
export function addNotInterested(ids: readonly string[], userId: string): string[] {
  return ids.includes(userId) ? [...ids] : [...ids, userId];
}

/** A page of GET /community/{type}, generic in its members so that the helpers below work on any list of them. */
export interface ListPage<T extends { id: string }> {
  users: T[];
  pagination: ApiResponse<'GET /community/:type'>['pagination'];
}

/** Marking a member not interested takes them out of the visible list at once (and out of the total). */
export function withoutMember<T extends { id: string }>(pages: ListPage<T>[], userId: string): ListPage<T>[] {
  if (!pages.some((page) => page.users.some((user) => user.id === userId))) return pages;
  return pages.map((page) => ({
    users: page.users.filter((user) => user.id !== userId),
    pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) },
  }));
}

/** Infinite paging: a next page exists while the loaded count is below the total. */
export function nextPageParam<T extends { id: string }>(pages: ListPage<T>[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 1;
  const loaded = pages.reduce((count, page) => count + page.users.length, 0);
  return loaded < last.pagination.total && last.users.length > 0 ? last.pagination.page + 1 : undefined;
}

/** The members of all loaded pages, each once (a member can move across a page boundary between two fetches). */
export function membersOf<T extends { id: string }>(pages: ListPage<T>[]): T[] {
  const seen = new Set<string>();
  const members: T[] = [];
  for (const user of pages.flatMap((page) => page.users)) {
    if (seen.has(user.id)) continue;
    seen.add(user.id);
    members.push(user);
  }
  return members;
}

export interface CheckoutEntry {
  id: string;
  checkOutType: CommunityType;
}

const sameEntry = (a: CheckoutEntry, b: CheckoutEntry) => a.id === b.id && a.checkOutType === b.checkOutType;

/** The checkout list takes a member once per type, newest first. */
export function addToCheckoutList<T extends CheckoutEntry>(list: readonly T[], entry: T): T[] {
  return list.some((existing) => sameEntry(existing, entry)) ? [...list] : [entry, ...list];
}

/** Removal matches both the checkout type and the member id. */
export function removeFromCheckoutList<T extends CheckoutEntry>(
  list: readonly T[],
  checkOutType: CommunityType,
  userId: string,
): T[] {
  return list.filter((existing) => !sameEntry(existing, { id: userId, checkOutType }));
}

export function isInCheckoutList(list: readonly CheckoutEntry[], checkOutType: CommunityType, userId: string): boolean {
  return list.some((existing) => sameEntry(existing, { id: userId, checkOutType }));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

let cities: string[] | undefined;
function allCities(): string[] {
  cities ??= STATES.flatMap((state) => citiesOf(state));
  return cities;
}
