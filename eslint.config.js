import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/** bulletproof-react's one-way imports: shared (components, lib) → features → app; no feature imports another. */
const webBoundaries = [
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code must not depend on features or the app.' }] }],
    },
  },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', `!@/features/${feature}`], message: 'A feature never imports another feature: compose them in app/.' },
            { group: ['@/app/*'], message: 'Features must not depend on the app layer.' },
            { group: ['../../*/**', '!../../components/**'], message: 'Import other folders through the @/ alias.' },
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '.cache/**', '**/dist/**', 'apps/api/src/db/migrations/**', 'e2e/.artifacts/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/api/src/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webBoundaries,
);
