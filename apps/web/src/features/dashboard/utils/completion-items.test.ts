import { PROFILE_COMPLETION_FIELDS } from '@samaj/shared/profile';
import { describe, expect, it } from 'vitest';
import { COMPLETION_ITEMS } from './completion-items';

describe('COMPLETION_ITEMS', () => {
  it('names every completion field once, in the profile section the shared list gives it', () => {
    expect(Object.keys(COMPLETION_ITEMS).sort()).toEqual(PROFILE_COMPLETION_FIELDS.map(({ field }) => field).sort());
    for (const { field, section } of PROFILE_COMPLETION_FIELDS) {
      expect(COMPLETION_ITEMS[field].section, field).toBe(section);
    }
  });
});
