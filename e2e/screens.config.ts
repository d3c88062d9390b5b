import path from 'node:path';
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
  // Full-page pictures of long forms take a while on a busy machine.
  expect: {
    ...base.expect,
    timeout: 30_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      stylePath: path.join(import.meta.dirname, 'screens', 'without-toasts.css'),
    },
  },
});
