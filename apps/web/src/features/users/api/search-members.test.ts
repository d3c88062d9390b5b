import type { UserSearchResult } from '@samaj/shared/profile';
import { describe, expect, it } from 'vitest';
import { nextPageOf } from './search-members';

const card = (id: string) => ({
  id,
  fullName: `Member ${id}`,
  image: null,
  isVerified: false,
  bioData: null,
  currentLocation: null,
  canHelpOut: [],
  canSeekHelp: [],
  educationDegree: null,
  currentJobRole: null,
  profession: null,
});
const page = (count: number, total: number, from = 0): UserSearchResult => ({
  rows: Array.from({ length: count }, (_, index) => card(String(from + index))),
  total,
});

describe('nextPageOf', () => {
  it('asks for the next page while fewer members are loaded than the total', () => {
    const first = page(8, 19);
    expect(nextPageOf(first, [first], 1)).toBe(2);
    const second = page(8, 19, 8);
    expect(nextPageOf(second, [first, second], 2)).toBe(3);
  });

  it('stops once everything is loaded, or when a page comes back empty', () => {
    const first = page(8, 11);
    const last = page(3, 11, 8);
    expect(nextPageOf(last, [first, last], 2)).toBeUndefined();
    const empty = page(0, 20);
    expect(nextPageOf(empty, [page(8, 20), empty], 2)).toBeUndefined();
  });
});
