import { describe, expect, it } from 'vitest';
import {
  atLeast,
  atMost,
  firstCharacters,
  graphemeLength,
  lineText,
  multilineText,
  passwordText,
  personName,
  truncateGraphemes,
} from './text.ts';

describe('text rules', () => {
  it('normalises to NFC and refuses control characters; only multi-line texts keep tab and line breaks', () => {
    expect(lineText().parse('Cafe\u0301')).toBe('Caf\u00e9');
    for (const bad of ['a\u0000b', 'a\nb', 'a\tb', 'a\u007fb', 'a\u0085b'])
      expect(lineText().safeParse(bad).success).toBe(false);
    expect(multilineText().parse('one\r\ntwo\tthree')).toBe('one\ntwo\tthree');
    for (const bad of ['a\u0000b', 'a\u0008b', 'a\u009bb']) expect(multilineText().safeParse(bad).success).toBe(false);
  });

  it('wants a letter in a name and nothing invisible, but lets the zero-width joiner make a Devanagari half form', () => {
    const name = personName('Name', 2, 80);
    for (const bad of ['\u200b\u200b', '\u202eOGNAM', 'Asha Sinha\u200b', 'Asha\u200d', 'As\ufeffha', '12 34', '--']) {
      expect(name.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['Asha Sinha', "D'Souza", 'क्\u200dषमा', 'Rékā Das']) expect(name.parse(` ${good} `)).toBe(good);
  });

  it('keeps a password exactly as typed (no NFC, no trimming) and refuses only NUL', () => {
    for (const kept of ['Cafe\u0301 ', ' tab\there', 'é\u0085']) expect(passwordText().parse(kept)).toBe(kept);
    expect(passwordText().safeParse('pass\u0000word').success).toBe(false);
  });
});

describe('lengths as a reader counts them', () => {
  it('counts a letter with its matra, a conjunct and an emoji with its skin tone as one character each', () => {
    expect(graphemeLength('')).toBe(0);
    expect(graphemeLength('Asha')).toBe(4);
    expect(graphemeLength('कि')).toBe(1);
    expect(graphemeLength('किताब')).toBe(3);
    expect(graphemeLength('नमस्ते')).toBe(3);
    expect(graphemeLength('👍🏽')).toBe(1);
  });

  it('limits by characters, not code units, with a ceiling for characters stacked without end', () => {
    expect(atMost(3)('किताब')).toBe(true);
    expect(atMost(2)('किताब')).toBe(false);
    expect(atLeast(2)('कि')).toBe(false);
    expect(atMost(5)(`a${'\u0301'.repeat(100)}`)).toBe(false);
    const bio = personName('Name', 2, 3);
    expect(bio.parse('किताब')).toBe('किताब');
    expect(bio.parse('किताबें')).toBe('किताबें');
    expect(bio.safeParse('नई किताब').success).toBe(false);
  });

  it('cuts a preview between characters', () => {
    expect(truncateGraphemes('नमस्ते दुनिया', 4)).toBe('नमस्ते…');
    expect(truncateGraphemes('ab👍🏽', 3)).toBe('ab👍🏽');
    expect(truncateGraphemes('abc👍🏽d', 4)).toBe('abc…');
    expect(truncateGraphemes('short', 10)).toBe('short');
    expect(firstCharacters('नमस्ते दुनिया', 3)).toBe('नमस्ते');
    expect(firstCharacters('किताब', 2)).toBe('किता');
    expect(firstCharacters('ab👍🏽c', 3)).toBe('ab👍🏽');
    expect(firstCharacters('short', 10)).toBe('short');
  });
});
