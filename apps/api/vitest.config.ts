import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.shared.ts';

/**
 * Every test runs against embedded PGlite; when TEST_DATABASE_URL names a PostgreSQL server, the integration tests
 * run a second time against it (each file in a database of its own, dropped afterwards).
 *
 * Three files at a time whatever the cores: a file spends most of its time waiting on its servers, its database and
 * the stand-ins' processes, so vitest's default on two cores (one file at a time) leaves them idle.
 */
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    reporters: testReporters('api'),
    testTimeout: 30_000,
    maxWorkers: 3,
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
