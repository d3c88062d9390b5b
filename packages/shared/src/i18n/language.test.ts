import { describe, expect, it } from 'vitest';
import { preferredLanguage, requestedLanguage } from './language.ts';

describe('preferredLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['HI-in,en;q=0.5', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-US,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.4, hi;q=0.6', 'hi'],
    ['fr-FR, hi;q=0.5', 'hi'],
    ['hi;q=0, en', 'en'],
    ['hi;q=0', 'en'],
    ['*', 'en'],
    ['de, fr', 'en'],
    ['hi;q=abc, en;q=0.1', 'en'],
  ] as const)('%s → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});

describe('requestedLanguage', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['*', undefined],
    ['de, fr', undefined],
    ['hi;q=0', undefined],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN', 'en'],
    ['fr-FR, hi;q=0.5', 'hi'],
  ] as const)('%s → %s (no language of ours: none, not English)', (header, language) => {
    expect(requestedLanguage(header)).toBe(language);
  });
});
