import { describe, expect, it } from 'vitest';
import { canonicalGotra, GOTRA_ENTRIES, GOTRAS } from './gotras.ts';
import { NAKSHATRA_LABELS, NAKSHATRAS, RASHI_LABELS, RASHIS } from './horoscope.ts';

describe('gotras', () => {
  it('are alphabetical, end with Other, and no spelling belongs to two gotras', () => {
    const names = GOTRA_ENTRIES.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(GOTRAS.at(-1)).toBe('Other');
    const spellings = GOTRA_ENTRIES.flatMap((entry) => [entry.name, ...entry.spellings].map((s) => s.toLowerCase()));
    expect(new Set(spellings).size).toBe(spellings.length);
  });

  it('save another spelling as the list names it, and an unlisted gotra as typed, spaces tidied', () => {
    expect(canonicalGotra('kashyapa')).toBe('Kashyap');
    expect(canonicalGotra('  BHARDWAJ ')).toBe('Bharadwaj');
    expect(canonicalGotra('Sandilya')).toBe('Shandilya');
    expect(canonicalGotra('Suryavanshi   Kul')).toBe('Suryavanshi Kul');
  });
});

describe('horoscope lists', () => {
  it('hold the 12 rashis and 27 nakshatras, each with a label', () => {
    expect(RASHIS).toHaveLength(12);
    expect(NAKSHATRAS).toHaveLength(27);
    expect(Object.keys(RASHI_LABELS)).toEqual([...RASHIS]);
    expect(Object.keys(NAKSHATRA_LABELS)).toEqual([...NAKSHATRAS]);
  });
});
