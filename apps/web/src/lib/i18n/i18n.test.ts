import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRelative } from './format';
import { activateLanguage } from './index';
import { intlLocale } from './language';

afterEach(() => activateLanguage('en'));

describe('messages', () => {
  it('shows the English written in the code, with values and plurals, without the runtime compiler', () => {
    const name = 'Asha';
    expect(t`Photo of ${name}`).toBe('Photo of Asha');
    const count = 1;
    expect(plural(count, { one: '# member', other: '# members' })).toBe('1 member');
    const many = 100000;
    expect(plural(many, { one: '# member', other: '# members' })).toBe('1,00,000 members');
  });

  it('uses the Hindi catalogue once Hindi is active, and the shell catalogue is complete', async () => {
    await activateLanguage('hi');
    expect(i18n.locale).toBe('hi');
    expect(t`Language`).toBe('भाषा');
  });
});

describe('formats', () => {
  it('writes numbers, dates and relative times the Indian way in both languages', async () => {
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatDate('2026-11-12T05:00:00Z', 'dayMonthYear', { timeZone: 'Asia/Kolkata' })).toBe('12 Nov 2026');
    expect(formatRelative(-2, 'hour')).toBe('2 hours ago');
    await activateLanguage('hi');
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatDate('2026-11-12T05:00:00Z', 'dayMonthYear', { timeZone: 'Asia/Kolkata' })).toBe('12 नव॰ 2026');
    expect(formatRelative(-2, 'hour')).toBe('2 घंटे पहले');
  });

  it("are the locales whose data first-paint.js loads while a member's page downloads", () => {
    const firstPaint = readFileSync(new URL('../../../first-paint.js', import.meta.url), 'utf8');
    expect(firstPaint).toContain(`language === 'hi' ? '${intlLocale.hi}' : '${intlLocale.en}'`);
  });
});
