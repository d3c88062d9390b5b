import { describe, expect, it } from 'vitest';
import { citiesOf, localitiesOf, locationInput, STATES } from './location.ts';

describe('locationInput', () => {
  it('accepts a state, one of its cities and one of that city’s localities', () => {
    expect(locationInput.parse({ state: 'Bihar', city: 'Patna', locality: 'Boring Road' })).toEqual({ state: 'Bihar', city: 'Patna', locality: 'Boring Road' });
    expect(locationInput.parse({ state: 'Bihar', city: 'Gaya' })).toEqual({ state: 'Bihar', city: 'Gaya', locality: null });
  });

  it('refuses places that are not in the lists, including object built-ins', () => {
    for (const value of [
      { state: 'constructor', city: 'name' },
      { state: '__proto__', city: 'x' },
      { state: 'Bihar', city: 'constructor' },
      { state: 'Bihar', city: 'Bengaluru' },
      { state: 'Bihar', city: 'Patna', locality: 'Whitefield' },
    ]) {
      expect(locationInput.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('derives the states from the lookup and cascades to cities and localities', () => {
    expect(STATES).toContain('Bihar');
    expect(citiesOf('Bihar')).toContain('Muzaffarpur');
    expect(citiesOf('toString')).toEqual([]);
    expect(localitiesOf('Karnataka', 'Bengaluru').length).toBeGreaterThan(10);
    expect(localitiesOf('Bihar', 'Siwan')).toEqual([]);
  });
});
