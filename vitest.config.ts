import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves one core to its main process (cores - 1), which on a 2-core
    // machine ran the API suites one file at a time with a core idle; the main process only collects results.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // Two API processes behind nginx with PostgreSQL, Redis and an S3 server: run on its own (scripts/test.ts).
        test: {
          name: 'cluster',
          root: './apps/api',
          include: ['cluster/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['./src/lib/i18n/index.ts'],
        },
      },
    ],
  },
});
