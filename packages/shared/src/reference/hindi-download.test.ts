/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../../../..');
const SOURCES = ['packages/shared/src', 'apps/web/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `import … from '…/hi/…'` and `export … from '…/hi/…'`, but not `import type` nor `import('…')`. */
const STATIC_IMPORT_OF_HINDI_TABLE =
  /^\s*(import|export)\s+(?!type\b)[^;]*?from\s+['"][^'"]*\/hi\/(?!table\.ts)[^'"]+['"]/m;

describe('the Hindi reference tables stay out of an English reader’s download', () => {
  it('are imported only dynamically (by loadHindiLabels) or among themselves', () => {
    const offenders = SOURCES.flatMap((dir) => sourceFiles(join(repo, dir)))
      .filter((file) => !file.includes('/reference/hi/'))
      .filter((file) => STATIC_IMPORT_OF_HINDI_TABLE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repo, file));
    expect(offenders).toEqual([]);
  });

  it('the pattern catches a static import and lets a dynamic or type-only one pass', () => {
    const catches = (source: string) => STATIC_IMPORT_OF_HINDI_TABLE.test(source);
    expect(catches(`import { CITY_NAMES_HI } from '@samaj/shared/reference/hi/locations';`)).toBe(true);
    expect(catches(`export {\n  HEIGHTS_HI,\n} from './hi/heights.ts';`)).toBe(true);
    expect(catches(`const locations = await import('./hi/locations.ts');`)).toBe(false);
    expect(catches(`import type { HindiTable } from './hi/locations.ts';`)).toBe(false);
    expect(catches(`export { KEPT_IN_ENGLISH } from './hi/table.ts';`)).toBe(false);
  });
});
