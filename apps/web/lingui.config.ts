import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * English is written in the code (`<Trans>Send interest</Trans>`); `npm run i18n:extract` collects it into one
 * catalogue per feature (src/features/NAME/locales/{en,hi}.po) and one for the shell (src/locales: app, components,
 * lib). Hindi catalogues are loaded only for a Hindi reader (src/lib/i18n/catalogs.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app/', '<rootDir>/src/components/', '<rootDir>/src/lib/'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
