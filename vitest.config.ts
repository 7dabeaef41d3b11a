import { configDefaults, defineConfig } from 'vitest/config';
import { catalogLanguages } from './scripts/web/catalog-languages.ts';

export default defineConfig({
  // The languages with catalogs, as the web build defines them (packages/web-kit/src/i18n/languages.ts).
  define: { HAAT_LANGUAGES: JSON.stringify(catalogLanguages()) },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'scripts/**/*.test.ts', 'shell/src/**/*.test.ts', 'mfe-*/src/**/*.test.ts'],
          // scripts/test holds integration tests (they start servers).
          exclude: [...configDefaults.exclude, 'scripts/test/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'gateway/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
          environment: 'node',
          // Every /api reply a test receives must match its OpenAPI documentation (issue 17).
          setupFiles: ['packages/server-kit/src/testing/documented-replies.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
