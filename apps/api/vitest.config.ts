import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.shared.ts';

/**
 * Every test runs against embedded PGlite; when TEST_DATABASE_URL names a PostgreSQL server, the integration tests
 * run a second time against it (each file in a database of its own, dropped afterwards).
 */
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    reporters: testReporters('api'),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'pglite', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], env: { ACE_TEST_DB: 'pglite' } },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: { name: 'postgres', include: ['src/**/*.int.test.ts'], env: { ACE_TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
