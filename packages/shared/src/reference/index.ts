/**
 * Reference lists. Import them from '@samaj/shared/reference/index' rather than the main
 * entry, so that they stay out of the web app's first download.
 */
export * from './locations.ts';
export * from './education.ts';
export * from './occupations.ts';
export * from './skills.ts';
export * from './languages.ts';
export * from './industries.ts';
export * from './heights.ts';
export * from './help-keywords.ts';
export * from './gotras.ts';
export * from './horoscope.ts';
