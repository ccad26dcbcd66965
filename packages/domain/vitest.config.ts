import { defineConfig } from 'vitest/config';
import { testReporters } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: testReporters('domain'),
    // The property tests run hundreds of cases: on two cores shared with another test run (ADR 0026) one took 10 s.
    testTimeout: 20_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test-support.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
