import { describe, expect, it } from 'vitest';
import {
  addCity,
  addKeyword,
  addLocation,
  addNotInterested,
  addState,
  addToCheckoutList,
  clearFilters,
  cityOptions,
  emptyFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasFilters,
  localityOptions,
  matchingKeywords,
  membersOf,
  nextPageParam,
  removeCity,
  removeFromCheckoutList,
  removeKeyword,
  removeLocation,
  removeState,
  setProfession,
  toApiQuery,
  withoutMember,
  type CheckoutEntry,
  type CommunityFilters,
  type ListPage,
} from './filters';

const inPatna = [addState, addCity, addLocation].reduce<CommunityFilters>(
  (filters, add, index) => add(filters, ['Bihar', 'Patna', 'Boring Road'][index]!),
  emptyFilters,
);

describe('keyword filters', () => {
  it('adds a keyword once whatever its case, trimmed, and removes it', () => {
    let filters = addKeyword(emptyFilters, 'canHelpOut', '  Medical   advice ');
    filters = addKeyword(filters, 'canHelpOut', 'MEDICAL ADVICE');
    filters = addKeyword(filters, 'canHelpOut', '   ');
    filters = addKeyword(filters, 'canHelpOut', 'Land dispute');
    expect(filters.keywords).toEqual({ canHelpOut: ['Medical advice', 'Land dispute'], canSeekHelp: [] });
    expect(removeKeyword(filters, 'canHelpOut', 'medical advice').keywords.canHelpOut).toEqual(['Land dispute']);
  });

  it('splits on commas, since keywords travel comma joined', () => {
    const filters = addKeyword(emptyFilters, 'canSeekHelp', 'Tax filing, GST registration,');
    expect(filters.keywords.canSeekHelp).toEqual(['Tax filing', 'GST registration']);
  });

  it('keeps the two lists apart', () => {
    const filters = addKeyword(addKeyword(emptyFilters, 'canHelpOut', 'Resume review'), 'canSeekHelp', 'Job referral');
    expect(filters.keywords).toEqual({ canHelpOut: ['Resume review'], canSeekHelp: ['Job referral'] });
  });
});

describe('location cascade', () => {
  it('adding or removing a state clears the cities and localities', () => {
    expect(inPatna.locationFilter).toEqual({ states: ['Bihar'], cities: ['Patna'], locations: ['Boring Road'] });
    expect(addState(inPatna, 'Karnataka').locationFilter).toEqual({
      states: ['Bihar', 'Karnataka'],
      cities: [],
      locations: [],
    });
    const twoStates = addCity(addState(addState(emptyFilters, 'Bihar'), 'Karnataka'), 'Bengaluru');
    expect(removeState(twoStates, 'Karnataka').locationFilter).toEqual({
      states: ['Bihar'],
      cities: [],
      locations: [],
    });
  });

  it('adding or removing a city clears the localities', () => {
    expect(addCity(inPatna, 'Gaya').locationFilter).toEqual({
      states: ['Bihar'],
      cities: ['Patna', 'Gaya'],
      locations: [],
    });
    const gayaToo = addCity(addCity(addState(emptyFilters, 'Bihar'), 'Gaya'), 'Patna');
    expect(removeCity(addLocation(gayaToo, 'Kankarbagh'), 'Gaya').locationFilter).toEqual({
      states: ['Bihar'],
      cities: ['Patna'],
      locations: [],
    });
  });

  it('adds no duplicates, and a duplicate clears nothing', () => {
    expect(addState(inPatna, 'Bihar')).toBe(inPatna);
    expect(addCity(inPatna, 'Patna')).toBe(inPatna);
    expect(addLocation(inPatna, 'Boring Road')).toBe(inPatna);
    expect(removeLocation(inPatna, 'Boring Road').locationFilter.locations).toEqual([]);
  });

  it('offers the cities of the chosen states and the localities of the chosen cities', () => {
    expect(cityOptions(emptyFilters)).toEqual([]);
    expect(cityOptions(inPatna)).toContain('Gaya');
    expect(cityOptions(inPatna)).not.toContain('Bengaluru');
    expect(localityOptions(inPatna)).toContain('Kankarbagh');
    expect(localityOptions(addCity(addState(emptyFilters, 'Bihar'), 'Siwan'))).toEqual([]);
  });
});

describe('clearing', () => {
  it('empties both keyword lists and the profession', () => {
    let filters = addKeyword(addKeyword(inPatna, 'canHelpOut', 'Legal advice'), 'canSeekHelp', 'Job referral');
    filters = setProfession(filters, 'Doctor');
    expect(hasFilters(filters, 'canHelpOut')).toBe(true);
    const cleared = clearFilters(filters);
    expect(cleared.keywords).toEqual({ canHelpOut: [], canSeekHelp: [] });
    expect(cleared.profession).toBeNull();
    expect(cleared.locationFilter).toEqual(inPatna.locationFilter);
    expect(hasFilters(clearFilters(setProfession(emptyFilters, 'Doctor')), 'canHelpOut')).toBe(false);
  });
});

describe('the URL', () => {
  it('round-trips the filters of one list, keeping commas and spaces', () => {
    const filters = setProfession(addKeyword(inPatna, 'canHelpOut', 'Medical advice'), 'Lawyer / Advocate');
    const params = filtersToSearchParams(filters, 'canHelpOut');
    expect(params.toString()).toBe(
      'keyword=Medical+advice&state=Bihar&city=Patna&locality=Boring+Road&profession=Lawyer+%2F+Advocate',
    );
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()), 'canHelpOut')).toEqual(filters);
    expect(filtersFromSearchParams(params, 'canSeekHelp').keywords).toEqual({
      canHelpOut: [],
      canSeekHelp: ['Medical advice'],
    });
  });

  it('drops places and professions that are not in the reference lists', () => {
    const params = new URLSearchParams(
      'state=Atlantis&state=Bihar&state=Bihar&city=Bengaluru&city=Gaya&locality=Nowhere&profession=Astronaut',
    );
    expect(filtersFromSearchParams(params, 'canHelpOut')).toEqual({
      ...emptyFilters,
      locationFilter: { states: ['Bihar'], cities: ['Gaya'], locations: [] },
    });
  });

  it('builds the API query: keywords comma joined, places as JSON, nothing when empty', () => {
    expect(toApiQuery(emptyFilters, 'canHelpOut')).toEqual({
      keywords: undefined,
      locationFilter: undefined,
      profession: undefined,
    });
    const filters = addKeyword(addKeyword(inPatna, 'canHelpOut', 'Medical advice'), 'canHelpOut', 'Blood donation');
    expect(toApiQuery(filters, 'canHelpOut')).toEqual({
      keywords: 'Medical advice,Blood donation',
      locationFilter: '{"states":["Bihar"],"cities":["Patna"],"locations":["Boring Road"]}',
      profession: undefined,
    });
  });

  it('highlights the member keywords the filter matched, whatever the case', () => {
    expect([...matchingKeywords(['Medical advice', 'Blood donation'], ['medical ADVICE', 'Yoga'])]).toEqual([
      'Medical advice',
    ]);
  });
});

describe('lists', () => {
  const page = (ids: string[], pageNumber: number, total: number): ListPage<{ id: string }> => ({
    users: ids.map((id) => ({ id })),
    pagination: { total, page: pageNumber, limit: 2, totalPages: Math.ceil(total / 2) },
  });

  it('marks a member not interested once and takes them out of the visible list at once', () => {
    expect(addNotInterested(addNotInterested([], 'b'), 'b')).toEqual(['b']);
    const pages = [page(['a', 'b'], 1, 3), page(['c'], 2, 3)];
    const after = withoutMember(pages, 'b');
    expect(membersOf(after).map((user) => user.id)).toEqual(['a', 'c']);
    expect(after.map((entry) => entry.pagination.total)).toEqual([2, 2]);
    expect(withoutMember(pages, 'z')).toBe(pages);
  });

  it('has a next page while the loaded count is below the total', () => {
    expect(nextPageParam([])).toBe(1);
    expect(nextPageParam([page(['a', 'b'], 1, 3)])).toBe(2);
    expect(nextPageParam([page(['a', 'b'], 1, 3), page(['c'], 2, 3)])).toBeUndefined();
    expect(nextPageParam([page([], 1, 0)])).toBeUndefined();
  });

  it('shows a member once when paging moved them across a page boundary', () => {
    expect(membersOf([page(['a', 'b'], 1, 4), page(['b', 'c'], 2, 4)]).map((user) => user.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the checkout list free of duplicates and removes by type and member', () => {
    let list: CheckoutEntry[] = addToCheckoutList([], { id: 'a', checkOutType: 'helpers' });
    list = addToCheckoutList(list, { id: 'a', checkOutType: 'helpers' });
    list = addToCheckoutList(list, { id: 'a', checkOutType: 'seekers' });
    list = addToCheckoutList(list, { id: 'b', checkOutType: 'helpers' });
    expect(list).toEqual([
      { id: 'b', checkOutType: 'helpers' },
      { id: 'a', checkOutType: 'seekers' },
      { id: 'a', checkOutType: 'helpers' },
    ]);
    expect(removeFromCheckoutList(list, 'seekers', 'a')).toEqual([
      { id: 'b', checkOutType: 'helpers' },
      { id: 'a', checkOutType: 'helpers' },
    ]);
    expect(removeFromCheckoutList(list, 'seekers', 'b')).toEqual(list);
  });
});
