import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The form screens at 390×844, compared with the last accepted pictures: run once with `--update-snapshots` before a
 * change to the look, then without it after; a screen that changed fails with a diff image in .artifacts.
 * `npx playwright test -c e2e/screens.config.ts [--update-snapshots]` (build the web app first).
 */
export default defineConfig({
  ...base,
  testDir: './screens',
  snapshotPathTemplate: '{testDir}/../.artifacts/form-screens/{arg}{ext}',
  workers: 1,
  expect: { ...base.expect, toHaveScreenshot: { animations: 'disabled', caret: 'hide' } },
});
