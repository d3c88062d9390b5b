import { describe, expect, it } from 'vitest';
import { caches, changed, postTotal, resultKey } from './caches.ts';

const snapshot = { ids: ['x'], total: 1, complete: true };

describe('the invalidation list', () => {
  it('a block or an unblock forgets both members’ results, and nobody else’s', () => {
    for (const member of ['asha', 'ravi', 'sita']) caches.results.set(resultKey(member, 'search'), snapshot);
    changed({ type: 'block-changed', members: ['asha', 'ravi'] });
    expect(caches.results.get(resultKey('asha', 'search'))).toBeUndefined();
    expect(caches.results.get(resultKey('ravi', 'search'))).toBeUndefined();
    expect(caches.results.get(resultKey('sita', 'search'))).toEqual(snapshot);
  });

  it('marking someone not interested forgets that member’s results', () => {
    caches.results.set(resultKey('asha', 'community:helpers'), snapshot);
    changed({ type: 'not-interested-changed', userId: 'asha' });
    expect(caches.results.get(resultKey('asha', 'community:helpers'))).toBeUndefined();
  });

  it('a change of a member forgets what the matrimonial calls read of them', () => {
    // Only the fields the cache looks at matter here.
    const viewer = { id: 'asha', isMatrimonialProfile: true } as Parameters<typeof caches.matrimonialViewers.set>[1];
    caches.matrimonialViewers.set('asha', viewer);
    expect(caches.matrimonialViewers.get('asha')).toBe(viewer);
    changed({ type: 'member-changed', userId: 'asha' });
    expect(caches.matrimonialViewers.get('asha')).toBeUndefined();
  });

  it("this process's own posts move a large total; a small one is counted every time", async () => {
    expect(await postTotal(async () => 12_000)).toBe(12_000);
    changed({ type: 'post-created' });
    changed({ type: 'post-created' });
    changed({ type: 'post-deleted' });
    expect(await postTotal(async () => 0)).toBe(12_001);
  });
});
