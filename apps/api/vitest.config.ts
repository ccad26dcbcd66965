import { globSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.shared.ts';

/**
 * Where the integration tests run (ADR 0026). Without a PostgreSQL server every test runs on embedded PGlite, the
 * database of `npm start` on a fresh machine. When TEST_DATABASE_URL names a server (CI, this machine kind), the
 * integration tests run on PostgreSQL, production's database, each file in a database of its own; PGlite then runs the
 * unit tests and the files that prove the embedded path itself (below), not every integration test a second time:
 * the SQL is the same PostgreSQL, and the second run cost CI ten minutes. ACE_TEST_EVERY_DATABASE=1 runs every
 * integration test on both.
 */
const postgres = process.env.TEST_DATABASE_URL;
const everyDatabase = process.env.ACE_TEST_EVERY_DATABASE === '1';

/**
 * What only embedded PGlite can show: its migrations and maintained figures, its commands (backup and restore, the
 * award import, the seeds open an embedded database of their own), the server process on it, job runners sharing its
 * one connection, and a family's claim from submission through review to payout and the rules of who may see it.
 */
const embeddedPath = [
  'src/db/**/*.int.test.ts',
  'src/cli/**/*.int.test.ts',
  'src/jobs/**/*.int.test.ts',
  'src/process-job-runners.int.test.ts',
  'src/server.int.test.ts',
  'src/authorization.int.test.ts',
  'src/modules/claims/claims.int.test.ts',
  'src/modules/reviews/reviews.int.test.ts',
  'src/modules/bank/payouts.int.test.ts',
];

const allTests = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/** The unit tests (no database) and the embedded path's integration tests. */
function pgliteAlongsidePostgres(): string[] {
  const unitTests = globSync(allTests, { cwd: import.meta.dirname }).filter((file) => !file.endsWith('.int.test.ts'));
  return [...unitTests, ...embeddedPath];
}

export default defineConfig({
  test: {
    reporters: testReporters('api'),
    // Limits for a test that hangs, not measures of speed: in a clean CI run with the browser stories and the lint
    // sharing two cores, tests that take 15 s here (a migrated PGlite, a restore, a server process) took over 30.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // Files share their worker's modules rather than each starting a process and importing the app afresh: in a clean
    // CI run that start took longer than the tests (the lane 880 s, its files' tests 936 s over two workers); sharing,
    // the same tests took 198 s (ADR 0026, addendum). A test file leaves nothing behind: it closes what it opened.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: postgres === undefined || everyDatabase ? allTests : pgliteAlongsidePostgres(),
          env: { ACE_TEST_DB: 'pglite' },
        },
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
