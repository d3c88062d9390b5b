import { graphemeLength } from '@samaj/shared/graphemes';
import { describe, expect, it } from 'vitest';
import { limitEdit } from './character-limit';

/** `length` Hindi characters, each a letter with its matra: twice as many code units. */
const hindi = (length: number) => 'कि'.repeat(length);

describe('a field holds what a reader counts as its limit, in Hindi too', () => {
  it('lets Hindi fill the limit exactly, though it is twice as many code units', () => {
    expect(limitEdit('', hindi(10), 10)).toBeNull();
    expect(hindi(10).length).toBe(20);
  });

  it('adds a matra to the last letter at the limit, and refuses the letter after it', () => {
    expect(limitEdit(`${hindi(9)}क`, `${hindi(9)}कि`, 10)).toBeNull();
    expect(limitEdit(hindi(10), `${hindi(10)}त`, 10)).toEqual({ value: hindi(10), caret: 20 });
  });

  it('keeps as much of a paste as fits, in whole characters, where it was pasted', () => {
    // नमस्ते is 3 characters (न, म, स्ते); किताब 3 more, of which 2 fit before स्ते.
    const limited = limitEdit('नमस्ते', 'नमकिताबस्ते', 5);
    expect(limited).toEqual({ value: 'नमकितास्ते', caret: 6 });
    expect(graphemeLength(limited!.value)).toBe(5);
    const pasted = limitEdit('', 'स्त्री'.repeat(8), 5);
    expect(pasted).toEqual({ value: 'स्त्री'.repeat(5), caret: 30 });
  });

  it('never splits an emoji or a conjunct', () => {
    expect(limitEdit('ab', 'ab👍🏽👍🏽', 3)).toEqual({ value: 'ab👍🏽', caret: 6 });
    expect(limitEdit('ab', 'abक्षत', 3)?.value).toBe('abक्ष');
  });

  it('lets a member shorten a text that was already too long', () => {
    expect(limitEdit(hindi(12), hindi(11), 10)).toBeNull();
  });
});
