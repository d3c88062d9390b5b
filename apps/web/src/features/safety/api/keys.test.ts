import { describe, expect, it } from 'vitest';
import { showsOtherMembers } from './keys';

describe('showsOtherMembers', () => {
  it('is every list or page that may show the blocked member', () => {
    for (const key of [
      ['posts', 'list', 'all'],
      ['posts', 'detail', 'p1'],
      ['community', 'list', 'helpers', {}],
      ['community', 'checkout-list'],
      ['chats', 'list'],
      ['matrimonial', 'search'],
      ['dashboard', 'posts'],
      ['user', 'search', 'ra'],
      ['user', 'profile', 'u1'],
      ['blocks'],
    ]) {
      expect(showsOtherMembers(key), JSON.stringify(key)).toBe(true);
    }
  });

  it("leaves the member's own account and the reference data alone", () => {
    for (const key of [
      ['user', 'me'],
      ['user', 'filters'],
      ['user', 'users-count'],
    ]) {
      expect(showsOtherMembers(key), JSON.stringify(key)).toBe(false);
    }
  });
});
