import { describe, expect, it } from 'vitest';
import { lineText, multilineText, passwordText, personName } from './text.ts';

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
